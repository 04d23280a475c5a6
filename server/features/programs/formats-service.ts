import crypto from 'node:crypto';
import { cityToday, FORMAT_COPY, FORMAT_TITLE, publishProblems, withCityCurrency } from '../../../shared/event-formats';
import type {
  EventFormatDraftBody,
  EventFormatPayload,
  EventFormatSearchQuery,
  EventFormatView,
} from '../../../shared/event-formats-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { authRepo, type UserRow } from '../auth/repo';
import type { FormatRow } from './formats-repo';
import { eventFormatsRepo } from './formats-repo';

const SEARCH_LIMIT = 200;
const NOT_FOUND = () => new AppError('format-not-found', 404, FORMAT_COPY.notFound);
const NOT_OWNER = () => new AppError('not-format-owner', 403, FORMAT_COPY.notOwner);

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');
/** The key a device gives for a draft it made, checked in constant time. */
function holdsKey(row: FormatRow, key: string | undefined): boolean {
  if (!key || !row.draftKeyHash) return false;
  return crypto.timingSafeEqual(Buffer.from(hashKey(key)), Buffer.from(row.draftKeyHash));
}

/** Who asks: the signed-in member (if any) and the draft key their device sent (if any). */
export interface Asker {
  user: UserRow | null;
  draftKey: string | undefined;
}

/**
 * Event formats (docs/product-rules.md#event-format-wizard): made as drafts (with or without an account), changed, published and deleted by
 * their host only; read by anyone once published. A draft made without an account belongs to the device's key until
 * its host signs in and claims it; signing in means their e-mail was verified, and the account becomes a host's.
 */
export function eventFormatsService(db: Database, now: () => Date) {
  const repo = eventFormatsRepo(db);
  const isMine = (row: FormatRow, asker: Asker) =>
    (row.ownerId !== null && row.ownerId === asker.user?.id) || holdsKey(row, asker.draftKey);

  // The exact address (venue details) is its host's and, once paid, each participant's (journey logistics): never public.
  const publicFormat = (format: EventFormatPayload): EventFormatPayload => ({ ...format, venue: { ...format.venue, venueDetails: '' } });
  const viewOf = (row: FormatRow, asker: Asker): EventFormatView => ({
    id: row.id,
    status: row.status,
    phase: row.phase,
    title: row.title,
    format: isMine(row, asker) ? row.format : publicFormat(row.format),
    mine: isMine(row, asker),
    claimed: row.ownerId !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  });

  async function becomeHost(userId: string): Promise<void> {
    await authRepo(db).becomeHost(userId);
  }

  /** The format as its host may change it: a draft key only ever opens an unclaimed draft. */
  async function owned(id: string, asker: Asker): Promise<FormatRow> {
    const row = await repo.find(id);
    if (!row) throw NOT_FOUND();
    if (!isMine(row, asker)) throw row.status === 'draft' ? NOT_FOUND() : NOT_OWNER();
    return row;
  }

  // Saved with a title, and priced in the city's currency whatever the payload said (the answer shows which).
  const withTitle = (format: EventFormatPayload): EventFormatPayload =>
    withCityCurrency({ ...format, title: format.title.trim() || 'Untitled Event' });

  return {
    async draft(body: EventFormatDraftBody, asker: Asker): Promise<{ id: string; format: EventFormatView; draftKey: string | null }> {
      const id = crypto.randomUUID();
      const draftKey = asker.user ? null : crypto.randomBytes(32).toString('base64url');
      const at = now().toISOString();
      await db.transaction(async () => {
        await repo.create(
          {
            id,
            ownerId: asker.user?.id ?? null,
            draftKeyHash: draftKey ? hashKey(draftKey) : null,
            hostEmail: (asker.user?.email ?? body.hostInfo.email).trim().toLowerCase(),
            format: withTitle(body.format),
          },
          at,
        );
        if (asker.user) await becomeHost(asker.user.id);
        await repo.addActivity(id, 'new_format', 'Created as a draft.', at);
      });
      return { id, format: viewOf((await repo.find(id))!, { ...asker, draftKey: draftKey ?? undefined }), draftKey };
    },

    async update(id: string, format: EventFormatPayload, asker: Asker): Promise<EventFormatView> {
      const row = await owned(id, asker);
      // People said they were interested in it as it was published: a change makes a new draft (duplicate).
      if (row.status !== 'draft') throw new AppError('format-published', 409, FORMAT_COPY.publishedUnchanged);
      await repo.update(id, withTitle(format), now().toISOString());
      return viewOf((await repo.find(id))!, asker);
    },

    /** Anyone reads a published format; a draft only its host (or the device that made it). */
    async read(id: string, asker: Asker): Promise<EventFormatView> {
      const row = await repo.find(id);
      if (!row || (row.status === 'draft' && !isMine(row, asker))) throw NOT_FOUND();
      return viewOf(row, asker);
    },

    /** The signed-in host claims the draft their device made without an account: it is theirs, and they are a host. */
    async claim(id: string, asker: Asker & { user: UserRow }): Promise<EventFormatView> {
      const row = await repo.find(id);
      if (!row) throw NOT_FOUND();
      if (row.ownerId === asker.user.id) return viewOf(row, asker);
      if (row.ownerId !== null || !holdsKey(row, asker.draftKey)) throw row.status === 'draft' ? NOT_FOUND() : NOT_OWNER();
      // The sign-in code verified the account's e-mail: it must be the one the format was made with.
      if (asker.user.email.trim().toLowerCase() !== row.hostEmail) throw new AppError('not-format-owner', 403, FORMAT_COPY.claimEmail);
      await db.transaction(async () => {
        await repo.claim(id, asker.user.id, now().toISOString());
        await becomeHost(asker.user.id);
      });
      return viewOf((await repo.find(id))!, asker);
    },

    /**
     * Everything made signed out with this account's address (proven by signing in) becomes theirs, and they are a
     * host: on any device, not only the one that holds the draft's key. Answers how many.
     */
    async claimMadeWith(user: { id: string; email: string }): Promise<number> {
      const email = user.email.trim().toLowerCase();
      return db.transaction(async () => {
        const claimed = await repo.claimMadeWith(email, user.id, now().toISOString());
        if (claimed > 0) await becomeHost(user.id);
        return claimed;
      });
    },

    /** The device holding an unclaimed draft's key corrects the e-mail it was made with (a typo would strand it). */
    async correctEmail(id: string, asker: Asker, email: string): Promise<EventFormatView> {
      const row = await repo.find(id);
      if (!row || row.ownerId !== null || !holdsKey(row, asker.draftKey)) throw NOT_FOUND();
      await repo.setHostEmail(id, email.trim().toLowerCase(), now().toISOString());
      return viewOf((await repo.find(id))!, asker);
    },

    async publish(id: string, asker: Asker): Promise<EventFormatView> {
      const row = await owned(id, asker);
      if (row.status !== 'draft') return viewOf(row, asker);
      if (row.ownerId === null) throw new AppError('format-unclaimed', 409, FORMAT_COPY.claimFirst);
      // Dates are counted from today in the format's city, as its host and its people live them.
      const problems = publishProblems(row.format, cityToday(now(), row.format.venue.city));
      if (problems.length > 0)
        throw new AppError(
          'format-invalid',
          400,
          problems[0]!.message,
          Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
        );
      const at = now();
      const day = 24 * 60 * 60_000;
      const { interestPeriodDays, selectionPeriodDays, confirmationPeriodDays } = row.format.timeline;
      const after = (days: number) => new Date(at.getTime() + days * day).toISOString();
      await db.transaction(async () => {
        await repo.publish(id, at.toISOString(), {
          interestClosesAt: after(interestPeriodDays),
          selectionClosesAt: after(interestPeriodDays + selectionPeriodDays),
          confirmationClosesAt: after(interestPeriodDays + selectionPeriodDays + confirmationPeriodDays),
        });
        await repo.addActivity(id, 'new_format', `Published: taking interest for ${interestPeriodDays} days.`, at.toISOString());
      });
      return viewOf((await repo.find(id))!, asker);
    },

    /**
     * Archived: off the host's active list and out of search (docs/product-rules.md#event-format-wizard); not while people are being grouped or paying.
     * `interested` counts the format's interests: the participant journey's table, which sits above this feature.
     */
    async archive(id: string, asker: Asker, interested: (formatId: string) => Promise<number>): Promise<EventFormatView> {
      const row = await owned(id, asker);
      const phase = (await repo.journeyTimes(id))?.phase ?? 'draft';
      const interestedCount = await interested(id);
      if (!['draft', 'held', 'cancelled'].includes(phase) && !(phase === 'interest' && interestedCount === 0))
        throw new AppError('format-phase', 409, FORMAT_COPY.archiveRunning);
      if (row.status !== 'archived') await repo.archive(id, now().toISOString());
      return viewOf((await repo.find(id))!, asker);
    },

    /** A draft copy (docs/product-rules.md#event-format-wizard): the same design, "(copy)" after the title, no people, no figures. */
    async duplicate(id: string, asker: Asker & { user: UserRow }): Promise<EventFormatView> {
      const row = await owned(id, asker);
      if (row.ownerId === null) throw new AppError('format-unclaimed', 409, FORMAT_COPY.claimFirst);
      const copyId = crypto.randomUUID();
      const title = `${row.title.slice(0, FORMAT_TITLE.max - ' (copy)'.length)} (copy)`;
      const at = now().toISOString();
      await db.transaction(async () => {
        await repo.create(
          { id: copyId, ownerId: row.ownerId, draftKeyHash: null, hostEmail: row.hostEmail, format: { ...row.format, title } },
          at,
        );
        await repo.addActivity(copyId, 'new_format', `Duplicated from "${row.title}".`, at);
      });
      return viewOf((await repo.find(copyId))!, asker);
    },

    async remove(id: string, asker: Asker): Promise<void> {
      const row = await owned(id, asker);
      if (row.status !== 'draft') throw new AppError('format-published', 409, FORMAT_COPY.published);
      await repo.remove(id);
    },

    mine: async (asker: Asker & { user: UserRow }) => (await repo.mine(asker.user.id)).map((row) => viewOf(row, asker)),

    /** Published formats: by city and category, with a date between from and to, and the text in title or description. */
    async search(query: EventFormatSearchQuery, asker: Asker): Promise<EventFormatView[]> {
      const text = query.text?.trim().toLowerCase();
      const rows = (await repo.published({ city: query.city, category: query.category }, SEARCH_LIMIT)).filter(
        (row) =>
          (!text || `${row.title}\n${row.format.description}`.toLowerCase().includes(text)) &&
          (!query.from && !query.to
            ? true
            : row.format.possibleDates.some(({ date }) => (!query.from || date >= query.from) && (!query.to || date <= query.to))),
      );
      return rows.map((row) => viewOf(row, asker));
    },
  };
}
