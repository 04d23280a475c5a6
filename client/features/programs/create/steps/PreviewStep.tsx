import { Link } from 'react-router-dom';
import { offeredDates } from '../../../../../shared/event-format-wizard';
import { CITY_NAMES } from '../../../../../shared/format-places';
import { draftCurrency, draftTicket } from '../../../../../shared/format-estimates';
import { REFUND_POLICIES } from '../../../../../shared/format-options';
import { earningsOf, sessionsLabel } from '../../../../../shared/event-formats';
import { ticketWords, whenWords } from '../../../../../shared/format-words';
import { dollarsIn } from '../../../../../shared/money';
import type { StepProps } from './step-props';

/** The preview: the summary, how attendees experience it, smart matching, safeguards, the host's e-mail and the terms. */
export default function PreviewStep({
  draft,
  update,
  today,
  signedInEmail,
  emailRefused,
}: StepProps & { signedInEmail: string | null; emailRefused: boolean }) {
  const dates = offeredDates(draft, today);
  const { location, capacity, timeline, pricing } = draft;
  const where = location.city ? `${location.neighborhood.trim()}, ${CITY_NAMES[location.city].name}` : 'no city chosen';
  const series = draft.sessions.count > 1;
  const currency = draftCurrency(draft);
  // Each term above its value: a long description or list of dates never runs into its label.
  return (
    <>
      <section aria-labelledby="preview-summary">
        <h3 id="preview-summary">summary</h3>
        <dl className="create-event__facts">
          <dt>name</dt>
          <dd>{draft.format.trim() || 'Untitled Event'}</dd>
          {draft.category && (
            <>
              <dt>category</dt>
              <dd>{draft.category}</dd>
            </>
          )}
          <dt>description</dt>
          <dd className="create-event__prose">{draft.eventDetails.description.trim() || 'none yet'}</dd>
          <dt>sessions</dt>
          <dd>{series ? `${sessionsLabel(draft.sessions)}: each group meets ${draft.sessions.count} times` : 'one session per group'}</dd>
          <dt>where</dt>
          <dd>
            {where}
            {location.isOnline ? ', and online' : ''}
          </dd>
          <dt>{series ? 'possible first sessions' : 'possible dates'}</dt>
          <dd>
            {dates.length === 0 ? (
              'none chosen'
            ) : (
              <ul>
                {dates.map(({ date, time }) => (
                  <li key={date}>{whenWords(date, time)}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>groups</dt>
          <dd>
            {capacity.minParticipants}-{capacity.maxParticipants} people
            {draft.groupRules.multipleGroups ? `, up to ${draft.groupRules.maxGroups} groups` : ', one group'}
          </dd>
          <dt>ticket</dt>
          <dd>
            {`${ticketWords(pricing.ticketPrice, draft.sessions.count, currency)} (you earn ${dollarsIn(earningsOf(draftTicket(draft)).hostEarnings, currency)})`}
          </dd>
          <dt>refunds</dt>
          <dd>{REFUND_POLICIES[pricing.refundPolicy]}</dd>
        </dl>
      </section>
      <section aria-labelledby="preview-attendees">
        <h3 id="preview-attendees">how attendees experience it</h3>
        <ol>
          <li>
            they say they're interested during the {timeline.interestCollection}-day interest period, with a name and an e-mail, and no
            payment.
          </li>
          <li>
            for {timeline.selectionWindow} {timeline.selectionWindow === 1 ? 'day' : 'days'}, they see each other and privately pick who
            they'd like to join with.
          </li>
          <li>we suggest groups from those picks.</li>
          <li>{draft.groupRules.hostApproval ? 'you review and approve each group.' : 'groups are confirmed automatically.'}</li>
          <li>selected people confirm and pay within {timeline.confirmationPeriod} days: only people in a confirmed group pay.</li>
        </ol>
      </section>
      <section aria-labelledby="preview-matching">
        <h3 id="preview-matching">smart matching</h3>
        <p>
          groups are made from mutual picks, so people meet others who wanted to meet them too. Picks are never shown to anyone, you
          included.
        </p>
      </section>
      <section aria-labelledby="preview-safeguards">
        <h3 id="preview-safeguards">safeguards</h3>
        <ul>
          <li>an event happens only when a group reaches {capacity.minParticipants} people.</li>
          <li>attendees pay only if matched into a confirmed group.</li>
          <li>nothing is public until you publish the format.</li>
        </ul>
      </section>
      <div className="field">
        <label htmlFor="host-email">your e-mail</label>
        <input
          id="host-email"
          type="email"
          required
          autoComplete="email"
          value={signedInEmail ?? draft.hostInfo.email}
          readOnly={signedInEmail !== null}
          aria-invalid={emailRefused || undefined}
          aria-describedby="host-email-hint"
          onChange={(event) => update((now) => ({ hostInfo: { ...now.hostInfo, email: event.target.value } }))}
        />
        <p id="host-email-hint" className="muted">
          {signedInEmail ? 'the e-mail of your account.' : 'we send the next steps here; sign in with it later to manage the format.'}
        </p>
      </div>
      <div className="field">
        <label className="field-check">
          <input type="checkbox" checked={draft.acceptedTerms} onChange={(event) => update({ acceptedTerms: event.target.checked })} />
          <span>
            I accept the <Link to="/terms-of-use">terms of use</Link>
          </span>
        </label>
      </div>
    </>
  );
}
