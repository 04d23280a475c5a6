import crypto from 'node:crypto';
import { HOST_MESSAGES_PER_DAY, NOTICE_COPY } from '../../../shared/format-notices';
import type { HostMessageBody } from '../../../shared/format-notices-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { FormatRow } from './formats-repo';
import { type Limit, secondsToWait, subject } from '../rate-limits/limits';
import type { RateLimitsRepo } from '../rate-limits/repo';
import type { FormatNotices } from './format-notices';
import { programJourneyRepo } from './journey-repo';

/** A host writes to their participants at most this often per format: room for logistics, not for a newsletter. */
export const MESSAGE_LIMIT: Limit = { count: HOST_MESSAGES_PER_DAY, windowMs: 24 * 60 * 60_000 };

/** "3 hours", "12 minutes": how long until the next message may go. */
function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * The host's message to the paid participants of one group or of the whole format: a notice to each (one recipient
 * per mail, so nobody sees another's address). The host's words go only to people who paid, whose address is
 * proven. Runs inside the request's transaction, with its rate limit's hit; answers how many it went to.
 */
export async function messageParticipants(
  db: Database,
  hits: RateLimitsRepo,
  notices: FormatNotices,
  format: FormatRow,
  body: HostMessageBody,
  now: Date,
): Promise<number> {
  const repo = programJourneyRepo(db);
  const text = body.text.trim();
  let people = (await repo.interests(format.id)).filter((p) => p.status === 'paid');
  if (body.groupId !== null) {
    const group = (await repo.groups(format.id)).find((g) => g.id === body.groupId && g.status === 'confirmed');
    if (!group) throw new AppError('not-found', 404, NOTICE_COPY.noSuchGroup);
    const members = new Set((await repo.members(format.id)).filter((m) => m.groupId === group.id).map((m) => m.interestId));
    people = people.filter((p) => members.has(p.id));
  }
  if (people.length === 0) throw new AppError('format-phase', 409, NOTICE_COPY.nobodyToMessage);
  const checks = [{ limit: MESSAGE_LIMIT, subject: subject('format', format.id) }];
  const wait = await secondsToWait(hits, 'format-message', checks, now);
  if (wait > 0)
    throw new AppError('rate-limited', 429, NOTICE_COPY.messageLimit(waitWords(wait)), undefined, { 'Retry-After': String(wait) });
  await hits.pruneBefore('format-message', new Date(now.getTime() - MESSAGE_LIMIT.windowMs).toISOString());
  await hits.record('format-message', [subject('format', format.id)], now.toISOString());
  await notices.tell(format, people, { kind: 'message', messageId: crypto.randomUUID(), text });
  return people.length;
}
