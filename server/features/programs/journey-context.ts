import { FORMAT_COPY } from '../../../shared/event-formats';
import { JOURNEY_COPY } from '../../../shared/format-journey';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../auth/repo';
import { type FormatRow, eventFormatsRepo } from './formats-repo';
import type { SavedCards } from '../payments/saved-cards';
import type { RateLimitsRepo } from '../rate-limits/repo';
import type { JourneyDeps } from './phase-context';
import type { JourneyPhases } from './phases';
import { type FormatGroupRow, type FormatInterestRow, programJourneyRepo } from './journey-repo';
import { sessionsRepo } from './sessions-repo';

export const NOT_FOUND = () => new AppError('format-not-found', 404, FORMAT_COPY.notFound);
export const WRONG_PHASE = (message: string = JOURNEY_COPY.wrongPhase) => new AppError('format-phase', 409, message);
export const emailOf = (user: UserRow) => user.email.trim().toLowerCase();

export type JourneyServiceDeps = JourneyDeps & { cards: SavedCards; phases: JourneyPhases; hits: RateLimitsRepo };

/** What the participant's and the host's side share: the repos, the clock, and finding the format and the person. */
export function journeyContext(deps: JourneyServiceDeps) {
  const { db, now, phases } = deps;
  const { notices } = phases;
  const repo = programJourneyRepo(db);
  const sessions = sessionsRepo(db);
  const formats = eventFormatsRepo(db);
  const at = () => now().toISOString();

  async function published(formatId: string): Promise<FormatRow> {
    const format = await formats.find(formatId);
    if (!format || format.status === 'draft') throw NOT_FOUND();
    return format;
  }
  async function hosted(formatId: string, user: UserRow): Promise<FormatRow> {
    const format = await formats.find(formatId);
    if (!format || format.ownerId !== user.id) throw NOT_FOUND();
    return format;
  }
  async function mine(formatId: string, user: UserRow): Promise<FormatInterestRow> {
    const person = await repo.interestOf(formatId, emailOf(user));
    if (!person) throw new AppError('not-interested', 403, JOURNEY_COPY.notInterested);
    return person;
  }
  const phaseOf = async (formatId: string) => (await repo.times(formatId))?.phase ?? 'draft';
  const groupView = async (group: FormatGroupRow) => ({
    number: group.number,
    date: group.eventDate,
    time: group.eventTime,
    status: group.status,
    sessions: (await sessions.ofGroup(group.id)).map((s) => ({
      id: s.id,
      number: s.number,
      date: s.date,
      time: s.time,
      moved: s.movedAt !== null,
    })),
  });

  return { deps, db, now, phases, notices, repo, sessions, formats, at, published, hosted, mine, phaseOf, groupView };
}

export type JourneyContext = ReturnType<typeof journeyContext>;
