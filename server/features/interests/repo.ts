import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { sameInterest } from '../../../shared/interests';
import type { InterestText, OwnInterest } from '../../../shared/profiles';

/** An interest row as its owner sees it (with the id). */
export type InterestRow = OwnInterest;

/** All SQL for the interests table. Callers run the writes inside their own transaction. */
export function interestsRepo(db: Database) {
  const list = db.prepare(`SELECT id, name, looking_for AS "lookingFor", contribute FROM interests WHERE user_id = ? ORDER BY position`);
  const insert = db.prepare(
    `INSERT INTO interests (id, user_id, position, name, looking_for, contribute, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare('UPDATE interests SET position = ?, name = ?, looking_for = ?, contribute = ?, updated_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM interests WHERE id = ?');
  const setAiResponse = db.prepare('UPDATE interests SET ai_response_text = ?, updated_at = ? WHERE id = ? AND user_id = ?');

  return {
    listFor(userId: string): InterestRow[] {
      return list.all(userId) as InterestRow[];
    },
    /**
     * Makes the member's interests exactly `wanted`, in that order. An interest kept under the same name keeps
     * its id (and the AI answer stored on it), so an edit does not orphan what points at it.
     */
    replaceFor(userId: string, wanted: InterestText[], at: string): void {
      const current = this.listFor(userId);
      wanted.forEach((interest, position) => {
        const kept = current.find((row) => sameInterest(row.name, interest.name));
        if (kept) update.run(position, interest.name, interest.lookingFor, interest.contribute, at, kept.id);
        else insert.run(crypto.randomUUID(), userId, position, interest.name, interest.lookingFor, interest.contribute, at, at);
      });
      for (const row of current) if (!wanted.some((interest) => sameInterest(row.name, interest.name))) remove.run(row.id);
    },
    /** Stores the pasted AI answer on one of the member's own interests; false when it is not theirs. */
    setAiResponse(userId: string, interestId: string, text: string, at: string): boolean {
      return setAiResponse.run(text, at, interestId, userId).changes === 1;
    },
  };
}
