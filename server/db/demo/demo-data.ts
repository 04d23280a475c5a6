import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { CITIES, phaseAt, shiftWeek } from '../../../shared/weekly-cycle';
import type { CycleRunner } from '../../features/cycle/cycle-runner';
import { photoStore } from '../../features/media/photo-store';
import { demoPicks, DEMO_PEOPLE } from './demo-people';
import { demoAvatar } from './demo-photos';

export interface DemoOptions {
  now: () => Date;
  cycle: CycleRunner;
  dataDir: string;
}

/**
 * Loads the demo content when the database has no users yet; returns whether it did. Demo members live on
 * example.com, are flagged is_demo and named "Demo ...". So that a newcomer can try discover on any day, the demo
 * opens the next week's picks at once when this week's have closed (as `npm run cycle -- release --week next`).
 */
export async function loadDemoDataIfEmpty(db: Database, { now, cycle, dataDir }: DemoOptions): Promise<boolean> {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  if (count > 0) return false;
  const photos = photoStore(dataDir);
  const photoFiles = await Promise.all(DEMO_PEOPLE.map(async (_, index) => photos.save(await demoAvatar(index))));
  const at = now().toISOString();
  const insertUser = db.prepare('INSERT INTO users (id, email, is_host, is_demo, created_at) VALUES (?, ?, ?, 1, ?)');
  const insertProfile = db.prepare(
    `INSERT INTO profiles (id, user_id, first_name, age, sex, location, neighborhoods, available_time_slots, can_host,
       has_venue, photo_file, activity_preferences, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'CA:ON:Toronto', ?, ?, ?, ?, ?, '["coffee"]', ?, ?)`,
  );
  const insertInterest = db.prepare(
    `INSERT INTO interests (id, user_id, position, name, looking_for, contribute, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPick = db.prepare('INSERT INTO picks (from_id, to_id, level, week, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const city = CITIES[0]!;
  const { week, phase } = phaseAt(now(), city.timeZone);
  db.transaction(() => {
    DEMO_PEOPLE.forEach((person, index) => {
      insertUser.run(person.email, person.email, person.isHost ? 1 : 0, at);
      insertProfile.run(
        crypto.randomUUID(),
        person.email,
        person.firstName,
        person.age,
        person.sex,
        JSON.stringify(person.neighborhoods),
        JSON.stringify(person.slots),
        person.canHost ? 1 : 0,
        person.canHost ? 1 : 0,
        photoFiles[index],
        at,
        at,
      );
      person.interests.forEach((interest, position) =>
        insertInterest.run(crypto.randomUUID(), person.email, position, interest.name, interest.lookingFor, interest.contribute, at, at),
      );
    });
    for (const pick of demoPicks()) insertPick.run(pick.from, pick.to, pick.level, week, at, at);
  }).immediate();
  if (phase === 'between') await cycle.runStep(city, 'release', shiftWeek(week, 1), true);
  return true;
}
