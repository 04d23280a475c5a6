import { Link, useParams } from 'react-router-dom';
import { CITY_NAMES } from '../../../../shared/format-places';
import {
  earningsOf,
  FORMAT_COPY,
  FORMAT_CURRENCY,
  FORMAT_TIME_ZONES,
  sessionsLabel,
  sessionsOf,
  ticketCentsOf,
} from '../../../../shared/event-formats';
import { ticketWords, whenWords } from '../../../../shared/format-words';
import { dollarsIn } from '../../../../shared/money';
import { formatStatusWords } from './host-words';
import FormatActions from './components/FormatActions';
import './DashboardScreen.css';
import FormatPeople from './components/FormatPeople';
import HostFormatNotices from './components/HostFormatNotices';
import SessionAttendance from './components/SessionAttendance';
import { loadedFormat, useFormat } from './use-format';

/** /host/format/:id/details: one format as its host set it up; an unknown id is "Format not found" (docs/product-rules.md#host-dashboard). */
export default function FormatDetailsScreen() {
  const { id = '' } = useParams();
  const loaded = loadedFormat(useFormat(id));
  if (loaded.status === 'loading') return <p role="status">loading the format...</p>;
  if (loaded.status === 'missing')
    return (
      <>
        <h1>{FORMAT_COPY.notFound}</h1>
        <p>
          <Link to="/host/formats">back to your formats</Link>
        </p>
      </>
    );
  if (loaded.status === 'offline') return <p>you're offline: the format will show once you're back online.</p>;

  const { format, status, title } = loaded.view;
  const price = format.pricing?.basePrice ?? 0;
  const sessions = sessionsOf(format);
  const currency = FORMAT_CURRENCY[format.venue.city];
  const where = [format.venue.neighborhood.trim(), CITY_NAMES[format.venue.city].name].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['status', formatStatusWords(status, loaded.view.phase)],
    ['where', where],
    ['address (for confirmed people only)', format.venue.venueDetails.trim() || 'not given yet'],
    ['sessions', sessions.count === 1 ? 'one session per group' : `${sessionsLabel(sessions)}, from each group's first date`],
    [
      sessions.count === 1 ? 'dates' : 'first sessions',
      format.possibleDates.map((date) => whenWords(date.date, date.time)).join('; ') || 'none yet',
    ],
    ['group size', `${format.capacity.minParticipants}-${format.capacity.maxParticipants} (ideal ${format.capacity.optimalParticipants})`],
    ['groups', String(format.groupRules.maxGroups)],
    ['host approval', format.groupRules.hostApproval ? 'yes' : 'no'],
    [
      'ticket',
      price > 0
        ? `${ticketWords(price, sessions.count, currency)} (you earn ${dollarsIn(earningsOf(ticketCentsOf(format) / 100).hostEarnings, currency)})`
        : 'no price yet',
    ],
    [
      'timeline',
      `interest ${format.timeline.interestPeriodDays} days, selection ${format.timeline.selectionPeriodDays}, confirmation ${format.timeline.confirmationPeriodDays}`,
    ],
  ];
  return (
    <article>
      <h1>{title}</h1>
      <p className="format-details__description">{format.description || 'no description yet.'}</p>
      <dl className="format-details__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FormatActions view={loaded.view} />
      {status !== 'draft' && <FormatPeople formatId={loaded.view.id} city={format.venue.city} ticketCents={ticketCentsOf(format)} />}
      {status !== 'draft' && <HostFormatNotices formatId={loaded.view.id} timeZone={FORMAT_TIME_ZONES[format.venue.city]} />}
      {status !== 'draft' && <SessionAttendance formatId={loaded.view.id} />}
      <p>
        <Link to="/host/formats">back to your formats</Link>
      </p>
    </article>
  );
}
