import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { EventFormatPayload } from '../../../shared/event-formats-contract';
import type { FormatStatus } from '../../../shared/event-formats';
import type { ActivityType, FormatPhase } from '../../../shared/format-journey';

export interface FormatRow {
  id: string;
  ownerId: string | null;
  draftKeyHash: string | null;
  /** Lower-cased; never answered to anyone. */
  hostEmail: string;
  status: FormatStatus;
  /** Where its participant journey is (shared/format-journey.ts). */
  phase: FormatPhase;
  title: string;
  format: EventFormatPayload;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

interface StoredRow extends Omit<FormatRow, 'format'> {
  details: string;
}

const COLUMNS = `id, owner_id AS "ownerId", draft_key_hash AS "draftKeyHash", host_email AS "hostEmail", status, phase, title, details,
  created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt"`;
const fromStored = ({ details, ...row }: StoredRow): FormatRow => ({ ...row, format: JSON.parse(details) as EventFormatPayload });

/** Where a format's participant journey stands: its phase and the ends of its windows. */
export interface JourneyTimes {
  phase: FormatPhase;
  interestClosesAt: string | null;
  selectionClosesAt: string | null;
  confirmationClosesAt: string | null;
  interestExtended: number;
}

/** All SQL for event formats (table event_formats, migration SQLite 0030 / PG 0023). */
export function eventFormatsRepo(db: Database) {
  return {
    async create(
      row: { id: string; ownerId: string | null; draftKeyHash: string | null; hostEmail: string; format: EventFormatPayload },
      at: string,
    ): Promise<void> {
      const { format } = row;
      await db.run(
        `INSERT INTO event_formats (id, owner_id, draft_key_hash, host_email, status, title, category, city, details, created_at, updated_at)
          VALUES (?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?)`,
        [
          row.id,
          row.ownerId,
          row.draftKeyHash,
          row.hostEmail,
          format.title,
          format.category,
          format.venue.city,
          JSON.stringify(format),
          at,
          at,
        ],
      );
    },
    async find(id: string): Promise<FormatRow | null> {
      const row = await db.get<StoredRow>(`SELECT ${COLUMNS} FROM event_formats WHERE id = ?`, [id]);
      return row ? fromStored(row) : null;
    },
    async update(id: string, format: EventFormatPayload, at: string): Promise<void> {
      await db.run('UPDATE event_formats SET title = ?, category = ?, city = ?, details = ?, updated_at = ? WHERE id = ?', [
        format.title,
        format.category,
        format.venue.city,
        JSON.stringify(format),
        at,
        id,
      ]);
    },
    /** Gives an unowned draft to the member holding its key; false when it was claimed already. */
    async claim(id: string, ownerId: string, at: string): Promise<boolean> {
      const { changes } = await db.run(
        'UPDATE event_formats SET owner_id = ?, draft_key_hash = NULL, updated_at = ? WHERE id = ? AND owner_id IS NULL',
        [ownerId, at, id],
      );
      return changes > 0;
    },
    /** Gives every unowned format made with `email` to the account proven to hold it; answers how many. */
    async claimMadeWith(email: string, ownerId: string, at: string): Promise<number> {
      const { changes } = await db.run(
        'UPDATE event_formats SET owner_id = ?, draft_key_hash = NULL, updated_at = ? WHERE owner_id IS NULL AND host_email = ?',
        [ownerId, at, email],
      );
      return changes;
    },
    async setHostEmail(id: string, email: string, at: string): Promise<void> {
      await db.run('UPDATE event_formats SET host_email = ?, updated_at = ? WHERE id = ? AND owner_id IS NULL', [email, at, id]);
    },
    /** Published: the interest period starts now, then the selection window and the confirmation period (docs/product-rules.md#event-format-wizard). */
    async publish(
      id: string,
      at: string,
      windows: { interestClosesAt: string; selectionClosesAt: string; confirmationClosesAt: string },
    ): Promise<void> {
      await db.run(
        `UPDATE event_formats SET status = 'active', phase = 'interest', published_at = ?, updated_at = ?, interest_closes_at = ?,
          selection_closes_at = ?, confirmation_closes_at = ? WHERE id = ? AND status = 'draft'`,
        [at, at, windows.interestClosesAt, windows.selectionClosesAt, windows.confirmationClosesAt, id],
      );
    },
    /**
     * Takes the format's row lock for the rest of the transaction (a write that changes nothing): on PostgreSQL a second
     * server's step then waits here and reads the first one's result, instead of both seeing the old phase.
     */
    async lockFormat(formatId: string): Promise<void> {
      await db.run('UPDATE event_formats SET updated_at = updated_at WHERE id = ?', [formatId]);
    },
    /** The format's activity log, which the host dashboard shows. */
    async addActivity(formatId: string, type: ActivityType, message: string, at: string): Promise<void> {
      await db.run('INSERT INTO format_activity (id, format_id, type, message, created_at) VALUES (?, ?, ?, ?, ?)', [
        crypto.randomUUID(),
        formatId,
        type,
        message,
        at,
      ]);
    },
    activityOfOwner: (ownerId: string, limit: number) =>
      db.all<{ id: string; formatId: string; formatTitle: string; type: ActivityType; message: string; createdAt: string }>(
        `SELECT a.id, a.format_id AS "formatId", f.title AS "formatTitle", a.type, a.message, a.created_at AS "createdAt"
          FROM format_activity a JOIN event_formats f ON f.id = a.format_id WHERE f.owner_id = ?
          ORDER BY a.created_at DESC, a.id LIMIT ${Math.floor(limit)}`,
        [ownerId],
      ),
    journeyTimes: (formatId: string) =>
      db.get<JourneyTimes>(
        `SELECT phase, interest_closes_at AS "interestClosesAt", selection_closes_at AS "selectionClosesAt",
          confirmation_closes_at AS "confirmationClosesAt", interest_extended AS "interestExtended" FROM event_formats WHERE id = ?`,
        [formatId],
      ),
    async setPhase(formatId: string, phase: FormatPhase, at: string, times: Partial<Omit<JourneyTimes, 'phase'>> = {}): Promise<void> {
      const sets = ['phase = ?', 'updated_at = ?'];
      const params: (string | number | null)[] = [phase, at];
      const columns: Record<string, string> = {
        interestClosesAt: 'interest_closes_at',
        selectionClosesAt: 'selection_closes_at',
        confirmationClosesAt: 'confirmation_closes_at',
        interestExtended: 'interest_extended',
      };
      for (const [key, value] of Object.entries(times)) {
        sets.push(`${columns[key]} = ?`);
        params.push(value as string | number | null);
      }
      await db.run(`UPDATE event_formats SET ${sets.join(', ')} WHERE id = ?`, [...params, formatId]);
    },
    /** Formats whose current window has ended by `at`, oldest deadline first. */
    due: (at: string) =>
      db.all<{ id: string }>(
        `SELECT id FROM event_formats WHERE status = 'active' AND (
          (phase = 'interest' AND interest_closes_at <= ?) OR (phase = 'selection' AND selection_closes_at <= ?)
          OR (phase = 'confirmation' AND confirmation_closes_at <= ?) OR phase = 'confirmed') ORDER BY id`,
        [at, at, at],
      ),
    /** Cancelled by its host, or called off: off /programs, never active again. */
    async cancel(id: string, at: string): Promise<void> {
      await db.run(
        "UPDATE event_formats SET status = 'cancelled', phase = 'cancelled', updated_at = ? WHERE id = ? AND status = 'active'",
        [at, id],
      );
    },
    /** Its sessions were held. */
    async complete(id: string, at: string): Promise<void> {
      await db.run("UPDATE event_formats SET status = 'completed', phase = 'held', updated_at = ? WHERE id = ? AND status = 'active'", [
        at,
        id,
      ]);
    },
    async archive(id: string, at: string): Promise<void> {
      await db.run("UPDATE event_formats SET status = 'archived', updated_at = ? WHERE id = ?", [at, id]);
    },
    async remove(id: string): Promise<void> {
      await db.run('DELETE FROM event_formats WHERE id = ?', [id]);
    },
    mine: async (ownerId: string) =>
      (await db.all<StoredRow>(`SELECT ${COLUMNS} FROM event_formats WHERE owner_id = ? ORDER BY updated_at DESC, id`, [ownerId])).map(
        fromStored,
      ),
    /**
     * Published formats taking interest (anyone may still join: /programs lists nothing else), by city and category
     * when given, newest first (at most `limit`).
     */
    async published(filters: { city?: string; category?: string }, limit: number): Promise<FormatRow[]> {
      const where = ["status = 'active'", "phase = 'interest'"];
      const params: string[] = [];
      if (filters.city) {
        where.push('city = ?');
        params.push(filters.city);
      }
      if (filters.category) {
        where.push('LOWER(category) = LOWER(?)');
        params.push(filters.category);
      }
      const rows = await db.all<StoredRow>(
        `SELECT ${COLUMNS} FROM event_formats WHERE ${where.join(' AND ')} ORDER BY published_at DESC, id LIMIT ${Math.floor(limit)}`,
        params,
      );
      return rows.map(fromStored);
    },
  };
}

export type EventFormatsRepo = ReturnType<typeof eventFormatsRepo>;
