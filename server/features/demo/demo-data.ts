import crypto from 'node:crypto';
import { CITIES, phaseAt, shiftWeek } from '../../../shared/weekly-cycle';
import type { CycleRunner } from '../cycle/cycle-runner';
import { processPhoto } from '../media/photo-processing';
import { photoStore } from '../media/photo-store';
import { demoPicks, DEMO_PEOPLE } from './demo-people';
import type { Database } from '../../db/database';
import { addDemoFormat } from './demo-format';
import { demoPortrait } from './demo-photos';

export interface DemoOptions {
  now: () => Date;
  cycle: CycleRunner;
  dataDir: string;
}

const INSERT_USER = 'INSERT INTO users (id, email, is_host, is_demo, created_at) VALUES (?, ?, ?, 1, ?)';
const INSERT_PROFILE = `INSERT INTO profiles (id, user_id, first_name, age, sex, location, neighborhoods, available_time_slots, can_host,
       has_venue, photo_file, activity_preferences, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'CA:ON:Toronto', ?, ?, ?, ?, ?, '["coffee"]', ?, ?)`;
const INSERT_INTEREST = `INSERT INTO interests (id, user_id, position, name, looking_for, contribute, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_PICK = 'INSERT INTO picks (from_id, to_id, level, week, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)';

/**
 * Loads the demo content when the database has no users yet; returns whether it did. Demo members live on
 * example.com, are flagged is_demo and named "Demo ...". So that a newcomer can try discover on any day, the demo
 * opens the next week's picks at once when this week's have closed (as `npm run cycle -- release --week next`).
 */
export async function loadDemoDataIfEmpty(db: Database, { now, cycle, dataDir }: DemoOptions): Promise<boolean> {
  const { count } = (await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM users'))!;
  if (count > 0) return false;
  const photos = photoStore(dataDir);
  // Each member's drawn portrait goes through what a member's upload goes through: checked, re-encoded, stored.
  const photoFiles: string[] = [];
  for (const person of DEMO_PEOPLE) photoFiles.push(await photos.save(await processPhoto(await demoPortrait(person))));
  const at = now().toISOString();
  const city = CITIES[0]!;
  const { week, phase } = phaseAt(now(), city.timeZone);
  await db.transaction(async () => {
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      await db.run(INSERT_USER, [person.email, person.email, person.isHost ? 1 : 0, at]);
      await db.run(INSERT_PROFILE, [
        crypto.randomUUID(),
        person.email,
        person.firstName,
        person.age,
        person.sex,
        JSON.stringify(person.neighborhoods),
        JSON.stringify(person.slots),
        person.canHost ? 1 : 0,
        person.canHost ? 1 : 0,
        photoFiles[index]!,
        at,
        at,
      ]);
      for (const [position, interest] of person.interests.entries()) {
        await db.run(INSERT_INTEREST, [
          crypto.randomUUID(),
          person.email,
          position,
          interest.name,
          interest.lookingFor,
          interest.contribute,
          at,
          at,
        ]);
      }
    }
    for (const pick of demoPicks()) await db.run(INSERT_PICK, [pick.from, pick.to, pick.level, week, at, at]);
    const host = DEMO_PEOPLE.find((person) => person.isHost);
    if (host) await addDemoFormat(db, host.email, DEMO_PEOPLE.filter((person) => !person.isHost).slice(0, 3), now());
  });
  if (phase === 'between') await cycle.runStep(city, 'release', shiftWeek(week, 1), true);
  return true;
}
