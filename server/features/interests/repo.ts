import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { sameInterest } from '../../../shared/interests';
import type { InterestText, OwnInterest } from '../../../shared/profiles';

/** An interest row as its owner sees it (with the id). */
export type InterestRow = OwnInterest;

const LIST = `SELECT id, name, looking_for AS "lookingFor", contribute FROM interests WHERE user_id = ? ORDER BY position`;
const INSERT = `INSERT INTO interests (id, user_id, position, name, looking_for, contribute, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;
const UPDATE = 'UPDATE interests SET position = ?, name = ?, looking_for = ?, contribute = ?, updated_at = ? WHERE id = ?';
const REMOVE = 'DELETE FROM interests WHERE id = ?';
const SET_AI_RESPONSE = 'UPDATE interests SET ai_response_text = ?, updated_at = ? WHERE id = ? AND user_id = ?';
const TEXTS_OF = 'SELECT name, looking_for AS "lookingFor", contribute FROM interests WHERE user_id = ? ORDER BY position';
const TEXTS_OF_MEMBERS = (count: number) =>
  `SELECT user_id AS "userId", name, looking_for AS "lookingFor", contribute FROM interests
     WHERE user_id IN (${Array.from({ length: count }, () => '?').join(', ')}) ORDER BY user_id, position`;
const AI_RESPONSES_OF = 'SELECT ai_response_text AS "text" FROM interests WHERE user_id = ? ORDER BY position';

/** All SQL for the interests table. Callers run the writes inside their own transaction. */
export function interestsRepo(db: Database) {
  return {
    listFor(userId: string): Promise<InterestRow[]> {
      return db.all<InterestRow>(LIST, [userId]);
    },
    /**
     * Makes the member's interests exactly `wanted`, in that order. An interest kept under the same name keeps
     * its id (and the AI answer stored on it), so an edit does not orphan what points at it.
     */
    async replaceFor(userId: string, wanted: InterestText[], at: string): Promise<void> {
      const current = await this.listFor(userId);
      for (const [position, interest] of wanted.entries()) {
        const kept = current.find((row) => sameInterest(row.name, interest.name));
        if (kept) await db.run(UPDATE, [position, interest.name, interest.lookingFor, interest.contribute, at, kept.id]);
        else await db.run(INSERT, [crypto.randomUUID(), userId, position, interest.name, interest.lookingFor, interest.contribute, at, at]);
      }
      for (const row of current) if (!wanted.some((interest) => sameInterest(row.name, interest.name))) await db.run(REMOVE, [row.id]);
    },
    /** A member's interests in their order, without ids: what a card of them shows. */
    textsOf(userId: string): Promise<InterestText[]> {
      return db.all<InterestText>(TEXTS_OF, [userId]);
    },
    /** These members' interests without ids, each member's in their order (every member given has a list). */
    async textsOfMembers(userIds: readonly string[]): Promise<Map<string, InterestText[]>> {
      const byMember = new Map<string, InterestText[]>(userIds.map((id) => [id, []]));
      if (!userIds.length) return byMember;
      for (const row of await db.all<InterestText & { userId: string }>(TEXTS_OF_MEMBERS(userIds.length), [...userIds])) {
        byMember.get(row.userId)?.push({ name: row.name, lookingFor: row.lookingFor, contribute: row.contribute });
      }
      return byMember;
    },
    /** Stores the pasted AI answer on one of the member's own interests; false when it is not theirs. */
    async setAiResponse(userId: string, interestId: string, text: string, at: string): Promise<boolean> {
      return (await db.run(SET_AI_RESPONSE, [text, at, interestId, userId])).changes === 1;
    },
    /** The AI answer pasted on each of the member's interests, in their order (null where none was). */
    async aiResponsesOf(userId: string): Promise<(string | null)[]> {
      return (await db.all<{ text: string | null }>(AI_RESPONSES_OF, [userId])).map((row) => row.text);
    },
    /** How many interests all members have together. */
    async count(): Promise<number> {
      return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM interests'))!.n;
    },
  };
}

declare module '../../plugins/repos' {
  interface Repos {
    /** Members' interests. */
    interests: ReturnType<typeof interestsRepo>;
  }
}
