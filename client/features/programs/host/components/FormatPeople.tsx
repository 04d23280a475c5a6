import { useState } from 'react';
import { FORMAT_CURRENCY, type FORMAT_CITIES } from '../../../../../shared/event-formats';
import type { HostFormatPeople } from '../../../../../shared/format-journey-contract';
import { JOURNEY_COPY } from '../../../../../shared/format-journey';
import { dayWords, momentWords, whenWords } from '../../../../../shared/format-words';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import { dollarsIn } from '../../../../../shared/money';
import SessionList from '../../../../components/SessionList';
import MoveSession from './MoveSession';
import { heldFrom, PERSON_STATUS, timelineRows } from '../host-words';
import { useFormatPeople } from '../use-format-people';

type City = (typeof FORMAT_CITIES)[number];

const CLOSE: Partial<Record<HostFormatPeople['phase'], { label: string; says: string; yes: string }>> = {
  interest: {
    label: 'close the interest period now',
    says: "nobody else can say they're interested, and the people interested so far start picking who they'd like to meet (with too few, the format does what you chose for low interest).",
    yes: 'yes, close the interest period',
  },
  selection: {
    label: 'close the selection window now',
    says: 'picking stops, and groups are suggested from the picks made so far.',
    yes: 'yes, close the selection window',
  },
  confirmation: {
    label: 'close the confirmation period now',
    says: 'anyone selected who has not paid yet loses their place, and each group goes ahead or not by what you chose for dropouts.',
    yes: 'yes, close the confirmation period',
  },
  confirmed: {
    label: 'mark as held',
    says: 'the format moves to your completed formats.',
    yes: 'yes, mark it as held',
  },
};

const LIVE = new Set<HostFormatPeople['phase']>(['interest', 'selection', 'review', 'confirmation', 'confirmed']);

/** What cancelling does, said before it is done: who is told, and the money that goes back, in full, in its currency. */
function cancelWords(people: HostFormatPeople, ticketCents: number, currency: string): string {
  const paid = people.participants.filter((p) => p.status === 'paid').length;
  const told = people.participants.filter((p) => ['interested', 'selected', 'paid', 'waitlisted'].includes(p.status)).length;
  const refunds =
    paid === 0
      ? 'Nobody has paid yet, so nothing is refunded.'
      : paid === 1
        ? `The one payment made, ${dollarsIn(ticketCents / 100, currency)}, is refunded in full.`
        : `The ${paid} payments made, ${dollarsIn((paid * ticketCents) / 100, currency)} in all, are refunded in full.`;
  return `The program is called off for good: it leaves /programs, and the ${told} ${told === 1 ? 'person' : 'people'} taking part are told. ${refunds}`;
}

/**
 * Format details, the people (docs/product-rules.md#host-dashboard): everyone interested with their status and group, the timeline (in words,
 * on the city's clock), each group's sessions, and while reviewing the suggested groups: move people, make a new
 * group, approve. "close ... now" asks first. Who picked whom is never shown.
 */
export default function FormatPeople({ formatId, city, ticketCents }: { formatId: string; city: City; ticketCents: number }) {
  const { people, problem, approve, move, advance, markHeld, cancel, moveSession } = useFormatPeople(formatId);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  if (!people) return <p role="status">{problem ?? 'loading the people...'}</p>;
  const reviewing = people.phase === 'review';
  const now = new Date();
  const groupName = (id: string | null) => {
    const group = people.groups.find((g) => g.id === id);
    return group ? `group ${group.number}` : 'no group';
  };
  const held = people.phase === 'confirmed' ? heldFrom(people.groups, city) : null;
  const close = people.phase === 'confirmed' && (held === null || held > now) ? undefined : CLOSE[people.phase];
  return (
    <>
      <section aria-labelledby="format-timeline">
        <h2 id="format-timeline">timeline</h2>
        <p>
          <strong>now:</strong> {JOURNEY_COPY.phase[people.phase]}
        </p>
        <dl className="format-people__timeline">
          {timelineRows(people, city, now).map((row) => (
            <div key={row.label} className="format-people__timeline-row">
              <dt>{row.label}</dt>
              <dd>{row.when}</dd>
            </div>
          ))}
        </dl>
        {people.phase === 'confirmed' && held && held > now && (
          <p className="muted">you can mark it as held once its last session has begun: {momentWords(held.toISOString(), city)}.</p>
        )}
        {close && (
          <button type="button" className="btn" onClick={() => setAsking(true)}>
            {close.label}
          </button>
        )}
        <ConfirmDialog
          open={asking && close !== undefined}
          title={`${close?.label ?? ''}?`}
          keepLabel="not now"
          confirmLabel={close?.yes ?? ''}
          onKeep={() => setAsking(false)}
          onConfirm={() => void (people.phase === 'confirmed' ? markHeld() : advance())}
        >
          <p>{close?.says}</p>
        </ConfirmDialog>
      </section>
      {LIVE.has(people.phase) && (
        <section aria-labelledby="format-cancel">
          <h2 id="format-cancel">cancel the program</h2>
          <button type="button" className="btn" onClick={() => setCancelling(true)}>
            cancel this program
          </button>
          <ConfirmDialog
            open={cancelling}
            title="cancel this program?"
            keepLabel="keep it"
            confirmLabel="yes, cancel it and refund everyone"
            onKeep={() => setCancelling(false)}
            onConfirm={() => void cancel()}
          >
            <p>{cancelWords(people, ticketCents, FORMAT_CURRENCY[city])}</p>
          </ConfirmDialog>
        </section>
      )}
      <div role="alert">{problem}</div>
      {people.groups.length > 0 && (
        <section aria-labelledby="format-groups">
          <h2 id="format-groups">groups</h2>
          <ul className="format-people__groups">
            {people.groups.map((group) => {
              const members = people.participants.filter((p) => p.groupId === group.id);
              return (
                <li key={group.id} className="card">
                  <h3>
                    group {group.number}: {group.status}
                  </h3>
                  <p className="muted">
                    from {whenWords(group.date, group.time)} · {members.length} people
                  </p>
                  <p>{members.map((p) => p.name).join(', ') || 'nobody yet'}</p>
                  {group.sessions.length > 1 && (
                    <>
                      <h4 className="format-people__sessions-title">its {group.sessions.length} sessions</h4>
                      <SessionList sessions={group.sessions} />
                    </>
                  )}
                  {group.status === 'confirmed' && ['confirmation', 'confirmed'].includes(people.phase) && (
                    <MoveSession groupNumber={group.number} sessions={group.sessions} city={city} onMove={moveSession} />
                  )}
                  {reviewing && group.status === 'suggested' && (
                    <button type="button" className="btn btn-primary" onClick={() => void approve(group.id)}>
                      approve group {group.number}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-labelledby="format-participants">
        <h2 id="format-participants">participants ({people.participants.length})</h2>
        {people.participants.length === 0 ? (
          <p>nobody yet.</p>
        ) : (
          <div className="dashboard__table-wrap" tabIndex={0} role="region" aria-labelledby="format-participants">
            <table className="format-people__table">
              <caption className="dashboard__caption">everyone interested, with their status and group</caption>
              <thead>
                <tr>
                  <th scope="col">name</th>
                  <th scope="col">status</th>
                  <th scope="col">joined</th>
                  <th scope="col">group</th>
                </tr>
              </thead>
              <tbody>
                {people.participants.map((person) => (
                  <tr key={person.id}>
                    <th scope="row">{person.name}</th>
                    <td>{PERSON_STATUS[person.status]}</td>
                    <td>{dayWords(person.joinedDate, city)}</td>
                    <td>
                      {reviewing && person.status === 'interested' ? (
                        <select
                          aria-label={`group for ${person.name}`}
                          value={person.groupId ?? ''}
                          onChange={(event) => void move(person.id, event.target.value || null)}
                        >
                          <option value="">no group</option>
                          {people.groups
                            .filter((g) => g.status === 'suggested')
                            .map((g) => (
                              <option key={g.id} value={g.id}>
                                group {g.number}
                              </option>
                            ))}
                          <option value="new">a new group</option>
                        </select>
                      ) : (
                        groupName(person.groupId)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
