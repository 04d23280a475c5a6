import type { Database } from '../../db/database';

export type MeetAgainAnswer = 'yes' | 'no';

const SET = `INSERT INTO meet_again (group_id, from_id, to_id, answer, at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (group_id, from_id, to_id) DO UPDATE SET answer = excluded.answer, at = excluded.at`;
const MINE = 'SELECT to_id AS "toId", answer FROM meet_again WHERE group_id = ? AND from_id = ?';
// The author's own answers for their data export, each naming the other member by profile (null once it is gone).
const EXPORT = `SELECT m.group_id AS "groupId", p.id AS "profileId", p.first_name AS "firstName", m.answer, m.at
  FROM meet_again m LEFT JOIN profiles p ON p.user_id = m.to_id WHERE m.from_id = ? ORDER BY m.at, p.id`;
// Between members of a city, whichever group they met in: the latest answer of each author about each other member.
const CITY_ANSWERS = `SELECT m.from_id AS "fromId", m.to_id AS "toId", m.answer FROM meet_again m
  JOIN profiles a ON a.user_id = m.from_id AND a.location = ? JOIN profiles b ON b.user_id = m.to_id AND b.location = ?
  ORDER BY m.at`;

/** All SQL for the private "would you meet them again?" answers. */
export function meetAgainRepo(db: Database) {
  return {
    async set(groupId: string, fromId: string, toId: string, answer: MeetAgainAnswer, at: string): Promise<void> {
      await db.run(SET, [groupId, fromId, toId, answer, at]);
    },
    /** The author's own answers about the group's members (by user id). */
    async mine(groupId: string, fromId: string): Promise<Map<string, MeetAgainAnswer>> {
      const rows = await db.all<{ toId: string; answer: MeetAgainAnswer }>(MINE, [groupId, fromId]);
      return new Map(rows.map((row) => [row.toId, row.answer]));
    },
    /** Every answer the member gave, for their data export. */
    exportAnswers: (userId: string) =>
      db.all<{ groupId: string; profileId: string | null; firstName: string | null; answer: string; at: string }>(EXPORT, [userId]),
    /** Each author's latest answer about each other member, for the city's matching. */
    async cityAnswers(location: string): Promise<Map<string, MeetAgainAnswer>> {
      const latest = new Map<string, MeetAgainAnswer>();
      for (const row of await db.all<{ fromId: string; toId: string; answer: MeetAgainAnswer }>(CITY_ANSWERS, [location, location]))
        latest.set(`${row.fromId}\n${row.toId}`, row.answer);
      return latest;
    },
  };
}

export type MeetAgainRepo = ReturnType<typeof meetAgainRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Meet-again answers. */
    meetAgain: ReturnType<typeof meetAgainRepo>;
  }
}
