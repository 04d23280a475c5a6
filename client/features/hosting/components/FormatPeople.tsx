import type { HostFormatPeople } from '../../../../shared/format-journey-contract';
import { JOURNEY_COPY } from '../../../../shared/format-journey';
import { useFormatPeople } from '../use-format-people';

const CLOSE_LABEL: Partial<Record<HostFormatPeople['phase'], string>> = {
  interest: 'close the interest period now',
  selection: 'close the selection window now',
  confirmation: 'close the confirmation period now',
  confirmed: 'mark as held (after the last date)',
};

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-CA', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'America/Toronto',
      }).format(new Date(iso))
    : '-';

/**
 * Format details, the people (spec 002 §3.3): everyone interested with their status and group, the timeline, and while
 * reviewing the suggested groups: move people, make a new group, approve. Who picked whom is never shown.
 */
export default function FormatPeople({ formatId }: { formatId: string }) {
  const { people, problem, approve, move, advance } = useFormatPeople(formatId);
  if (!people) return <p role="status">{problem ?? 'loading the people...'}</p>;
  const reviewing = people.phase === 'review';
  const groupName = (id: string | null) => {
    const group = people.groups.find((g) => g.id === id);
    return group ? `group ${group.number}` : 'no group';
  };
  return (
    <>
      <section aria-labelledby="format-timeline">
        <h2 id="format-timeline">timeline</h2>
        <p>
          <strong>now:</strong> {JOURNEY_COPY.phase[people.phase]}
        </p>
        <dl className="format-people__timeline">
          <dt>interest closes</dt>
          <dd>{when(people.interestClosesAt)}</dd>
          <dt>selection closes</dt>
          <dd>{when(people.selectionClosesAt)}</dd>
          <dt>confirmation closes</dt>
          <dd>{when(people.confirmationClosesAt)}</dd>
        </dl>
        {CLOSE_LABEL[people.phase] && (
          <button type="button" className="btn" onClick={() => void advance()}>
            {CLOSE_LABEL[people.phase]}
          </button>
        )}
      </section>
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
                    {group.date}, {group.time} · {members.length} people
                  </p>
                  <p>{members.map((p) => p.name).join(', ') || 'nobody yet'}</p>
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
          <table className="format-people__table">
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
                  <td>{person.status === 'paid' ? 'confirmed' : person.status}</td>
                  <td>{person.joinedDate.slice(0, 10)}</td>
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
        )}
      </section>
    </>
  );
}
