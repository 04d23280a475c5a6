import { CITY_NAMES } from '../../../../shared/format-places';
import { FORMAT_CURRENCY, sessionsLabel, sessionsOf } from '../../../../shared/event-formats';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { moneyWords, sessionMinutes, shortDateWords } from '../../../../shared/format-words';
import { formatGroupSize } from '../../../../shared/group-size';
import type { ProgramCardModel } from '../program-card';
import { formatSessionLength, formatWeeks } from '../program-format';

/** The art of a host's format, by its category (the sample programs' palette), so its card looks like theirs. */
const GRADIENTS: Record<string, string> = {
  'food & drink': 'linear-gradient(135deg, #7c2d12 0%, #ea580c 50%, #fbbf24 100%)',
  cooking: 'linear-gradient(135deg, #7c2d12 0%, #c2410c 45%, #facc15 100%)',
  'arts & crafts': 'linear-gradient(135deg, #831843 0%, #be185d 45%, #a78bfa 100%)',
  music: 'linear-gradient(135deg, #1e1b4b 0%, #4338ca 50%, #f472b6 100%)',
  games: 'linear-gradient(135deg, #064e3b 0%, #059669 50%, #a3e635 100%)',
  outdoors: 'linear-gradient(135deg, #14532d 0%, #15803d 45%, #7dd3fc 100%)',
  learning: 'linear-gradient(135deg, #0f172a 0%, #334155 45%, #22d3ee 100%)',
  wellness: 'linear-gradient(135deg, #134e4a 0%, #0d9488 50%, #fde68a 100%)',
};
const OTHER = 'linear-gradient(135deg, #9f1239 0%, #e11d48 50%, #fb923c 100%)';

/** The first line of the description, cut to a card's subtitle. */
function subtitleOf(description: string): string {
  const line = description.trim().split('\n')[0] ?? '';
  return line.length <= 110 ? line : `${line.slice(0, 109).trimEnd()}…`;
}

/**
 * A host's published format as a card on /programs, like the sample programs': its art, how long (weeks, or sessions
 * when they are not weekly), how long a session is (from its time range), the group size, the price per session, and
 * where and from when.
 */
export function formatCard(view: EventFormatView): ProgramCardModel {
  const { format } = view;
  const sessions = sessionsOf(format);
  const dates = [...format.possibleDates].sort((a, b) => a.date.localeCompare(b.date));
  const first = dates[0];
  const length = sessions.count === 1 ? '1 session' : sessions.everyDays === 7 ? formatWeeks(sessions.count) : sessionsLabel(sessions);
  const badges = [
    length,
    ...(first ? [formatSessionLength(sessionMinutes(first.date, first.time, format.venue.city))] : []),
    formatGroupSize({ min: format.capacity.minParticipants, max: format.capacity.maxParticipants }),
  ];
  const where = [format.venue.neighborhood.trim(), CITY_NAMES[format.venue.city].name].filter(Boolean).join(', ');
  const price = format.pricing?.basePrice ?? 0;
  const currency = FORMAT_CURRENCY[format.venue.city];
  return {
    to: `/program/${encodeURIComponent(view.id)}`,
    title: view.title,
    subtitle: subtitleOf(format.description) || format.category,
    badges,
    note: { label: 'where', text: first ? `${where} · starts ${shortDateWords(first.date)}` : where },
    price:
      sessions.count === 1
        ? `${moneyWords(price, currency)}/session`
        : `${moneyWords(price, currency)}/session · ${moneyWords(price * sessions.count, currency)} ticket`,
    gradient: GRADIENTS[format.category] ?? OTHER,
  };
}
