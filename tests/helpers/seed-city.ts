import type { Database, SqlValue } from '../../server/db/database';
import { PREDEFINED_INTERESTS } from '../../shared/interests';
import { NEIGHBORHOOD_OPTIONS } from '../../shared/onboarding';
import { mulberry32 } from '../../server/features/matching/prng';

const SLOTS = [
  { dayOfWeek: 6, hour: 9 },
  { dayOfWeek: 6, hour: 11 },
  { dayOfWeek: 0, hour: 9 },
  { dayOfWeek: 0, hour: 11 },
];

export interface SeedOptions {
  members: number;
  seed?: number;
  /** Picks each member gives (level 2-5) to others of their interest community, about half returned. */
  picksPerMember?: number;
  at?: string;
}

/**
 * Fills a database with a Toronto of `members` people straight through SQL (benchmarks and large tests): users,
 * profiles with ids, 1-3 interests from six communities, slots, neighbourhoods, venue bookers, and picks mostly
 * within communities. Returns the user ids in order. The e-mails are seeded-N@example.com.
 */
export async function seedCity(
  db: Database,
  { members, seed = 1, picksPerMember = 8, at = '2026-11-01T00:00:00.000Z' }: SeedOptions,
): Promise<string[]> {
  const random = mulberry32(seed);
  const pickOne = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const insertUser = (...params: SqlValue[]) => db.run('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)', params);
  const insertProfile = (...params: SqlValue[]) =>
    db.run(
      `INSERT INTO profiles (id, user_id, first_name, age, sex, location, neighborhoods, available_time_slots, can_host, created_at, photo_file)
     VALUES (?, ?, ?, ?, ?, 'CA:ON:Toronto', ?, ?, ?, ?, ?)`,
      params,
    );
  const insertInterest = (...params: SqlValue[]) =>
    db.run(
      `INSERT INTO interests (id, user_id, position, name, looking_for, contribute, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'people who like this too, for a coffee', 'what I know and good questions', ?, ?)`,
      params,
    );
  const insertPick = (...params: SqlValue[]) =>
    db.run(
      `INSERT INTO picks (from_id, to_id, level, week, created_at, updated_at) VALUES (?, ?, ?, '2026-11-19', ?, ?)
     ON CONFLICT (from_id, to_id) DO NOTHING`,
      params,
    );
  const ids = Array.from({ length: members }, (_, i) => `seeded-${seed}-${i}@example.com`);
  const community = ids.map(() => Math.floor(random() * 6));
  const byCommunity: number[][] = [[], [], [], [], [], []];
  community.forEach((c, i) => byCommunity[c]!.push(i));
  await db.transaction(async () => {
    for (const [i, id] of ids.entries()) {
      await insertUser(id, id, at);
      const slots = SLOTS.filter(() => random() < 0.6);
      const neighborhoods =
        random() < 0.15 ? ['anywhere'] : [pickOne(NEIGHBORHOOD_OPTIONS.slice(0, 3)).value, pickOne(NEIGHBORHOOD_OPTIONS.slice(0, 7)).value];
      await insertProfile(
        `00000000-0000-4000-8000-${String(seed).padStart(4, '0')}${String(i).padStart(8, '0')}`,
        id,
        `Person ${i}`,
        20 + Math.floor(random() * 50),
        random() < 0.5 ? 'female' : 'male',
        JSON.stringify([...new Set(neighborhoods)]),
        JSON.stringify(slots.length ? slots : [SLOTS[0]]),
        random() < 0.2 ? 1 : 0,
        at,
        // Matching leaves out members without a photo; no file is written (the URL answers 404).
        `seeded-${seed}-${i}.jpg`,
      );
      const names = new Set([PREDEFINED_INTERESTS[community[i]! * 3]!, pickOne(PREDEFINED_INTERESTS)]);
      for (const [position, name] of [...names].entries()) await insertInterest(`${id}#${position}`, id, position, name, at, at);
    }
    for (const [i, id] of ids.entries()) {
      const peers = byCommunity[community[i]!]!;
      for (let k = 0; k < picksPerMember; k++) {
        const j = pickOne(peers);
        if (j === i) continue;
        const level = 2 + Math.floor(random() * 4);
        await insertPick(id, ids[j]!, level, at, at);
        if (random() < 0.5) await insertPick(ids[j]!, id, level, at, at);
      }
    }
  });
  return ids;
}
