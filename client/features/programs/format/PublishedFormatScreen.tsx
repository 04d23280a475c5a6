import { Link } from 'react-router-dom';
import { CITY_NAMES } from '../../../../shared/format-places';
import { REFUND_POLICIES, type RefundPolicy } from '../../../../shared/format-options';
import { FORMAT_CURRENCY, FORMAT_TIME_ZONES, sessionDates, sessionsLabel, sessionsOf } from '../../../../shared/event-formats';
import { CANCELLATION_WORDS, JOURNEY_COPY } from '../../../../shared/format-journey';
import { shortDateWords, ticketWords, whenWords } from '../../../../shared/format-words';
import NotFound from '../../../components/NotFound';
import { useSession } from '../../auth/use-session';
import GroupChatLink from '../../group-chat/components/GroupChatLink';
import { formatCard } from './format-card';
import FormatNoticeList from './FormatNoticeList';
import InterestForm from './InterestForm';
import MyPlace from './MyPlace';
import SelectionPicks from './SelectionPicks';
import SessionCheckIn from './SessionCheckIn';
import { usePublishedFormat } from './use-published-format';
import './PublishedFormatScreen.css';

/**
 * /program/:id for a format a host published: what it is (its sessions and their dates, the price per session and the
 * ticket, the neighbourhood: the address is for confirmed people only), where its cycle is, "I'm interested", and for
 * the person signed in with an interested e-mail their place: picks in the selection window, paying, giving it up.
 */
export default function PublishedFormatScreen({ id }: { id: string }) {
  const { state, reload } = usePublishedFormat(id);
  const session = useSession();
  if (state.status === 'missing') return <NotFound />;
  if (state.status !== 'ready')
    return (
      <div className="container page">
        <p role="status">{state.status === 'loading' ? 'loading...' : "you're offline: this event shows once you're back online."}</p>
      </div>
    );
  const { format: view, journey } = state;
  const { format } = view;
  const signedInEmail = session.status === 'signed-in' ? session.user.email : null;
  const me = journey.me;
  const where = `${format.venue.neighborhood ? `${format.venue.neighborhood}, ` : ''}${CITY_NAMES[format.venue.city].name}`;
  const price = format.pricing?.basePrice ?? 0;
  const sessions = sessionsOf(format);
  const ticket = ticketWords(price, sessions.count, FORMAT_CURRENCY[format.venue.city]);
  const card = formatCard(view);
  const cancelled = view.status === 'cancelled' || journey.phase === 'cancelled';
  const loginLink = `/login?redirectedFrom=${encodeURIComponent(`/program/${id}`)}`;

  return (
    <article className="format-join">
      <div className="format-join__art" style={{ backgroundImage: card.gradient }} aria-hidden="true" />
      <div className="container page">
        <p>
          <Link to="/programs">all programs</Link>
        </p>
        <h1>{view.title}</h1>
        <ul className="format-join__badges" aria-label="format">
          {card.badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
        <p className="muted">{where}: the exact address goes to the people whose place is confirmed.</p>
        <p className="format-join__price">{ticket}</p>
        {cancelled ? (
          <p className="format-join__cancelled" role="status">
            {view.status === 'cancelled' && journey.phase !== 'cancelled'
              ? 'this program was cancelled by its host.'
              : `${JOURNEY_COPY.phase.cancelled}.`}{' '}
            Anyone who paid is refunded in full.
          </p>
        ) : (
          <p className="format-join__phase">
            <strong>now:</strong> {JOURNEY_COPY.phase[journey.phase]}
          </p>
        )}
        <p className="format-join__description">{format.description}</p>
        <section aria-labelledby="format-dates">
          <h2 id="format-dates">{sessions.count > 1 ? 'sessions and dates' : 'possible dates'}</h2>
          {sessions.count > 1 && (
            <p>
              {sessionsLabel(sessions)}: each group meets {sessions.count} times, from one of these first sessions, at the same time each
              time.
            </p>
          )}
          <ul className="format-join__dates">
            {format.possibleDates.map(({ date, time }) => (
              <li key={date}>
                {whenWords(date, time)}
                {sessions.count > 1 && (
                  <span className="format-join__series">then {sessionDates(date, sessions).slice(1).map(shortDateWords).join(', ')}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="muted">
            you may be placed on any of these dates
            {sessions.count > 1 ? '; your group then meets on the dates that follow it' : '; each group meets once'}.
          </p>
        </section>
        <section aria-labelledby="format-how">
          <h2 id="format-how">how it works</h2>
          <ol>
            <li>say you're interested with your name and e-mail: no payment.</li>
            <li>
              in the {format.timeline.selectionPeriodDays}-day selection window, see the others and privately pick who you'd like to meet.
            </li>
            <li>we suggest groups from mutual picks{format.groupRules.hostApproval ? ', and the host approves them' : ''}.</li>
            <li>if you're placed, confirm and pay within {format.timeline.confirmationPeriodDays} days. Nobody else pays.</li>
          </ol>
          {format.pricing && (
            <>
              <p className="muted">
                refunds: {REFUND_POLICIES[format.pricing.refundPolicy as RefundPolicy] ?? format.pricing.refundPolicy}.
              </p>
              <p className="muted">if you cancel: {CANCELLATION_WORDS[format.pricing.cancellationPolicy ?? 'flexible']}</p>
            </>
          )}
        </section>

        {signedInEmail && <GroupChatLink programId={id} />}
        {me ? (
          <>
            <MyPlace formatId={id} me={me} ticket={ticket} onChange={() => void reload()} />
            <FormatNoticeList formatId={id} notices={me.notices} timeZone={FORMAT_TIME_ZONES[format.venue.city]} />
            {me.checkIn && <SessionCheckIn formatId={id} checkIn={me.checkIn} onChange={() => void reload()} />}
            {journey.phase === 'selection' && me.status === 'interested' && <SelectionPicks formatId={id} />}
          </>
        ) : cancelled ? null : journey.phase === 'interest' ? (
          <>
            <InterestForm formatId={id} email={signedInEmail} onSent={() => void reload()} />
            {!signedInEmail && (
              <p className="muted">
                said you're interested already? <Link to={loginLink}>sign in with that e-mail</Link> to see your place.
              </p>
            )}
          </>
        ) : (
          <p>
            {JOURNEY_COPY.notOpen}{' '}
            {!signedInEmail && (
              <>
                interested already? <Link to={loginLink}>sign in with the e-mail you gave</Link> to pick, or to pay once you're placed.
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
