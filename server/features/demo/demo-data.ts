import { CITIES, phaseAt, shiftWeek } from '../../../shared/weekly-cycle';
import { authRepo } from '../auth/repo';
import type { CycleRunner } from '../cycle/cycle-runner';
import { interestsRepo } from '../interests/repo';
import { processPhoto } from '../media/photo-processing';
import type { MediaStore } from '../media/media-store';
import { photoStore } from '../media/photo-store';
import { picksRepo } from '../discover/picks-repo';
import { profilesRepo } from '../profiles/repo';
import { demoPicks, DEMO_PEOPLE } from './demo-people';
import type { Database } from '../../db/database';
import { addDemoFormat } from './demo-format';
import { demoPortrait } from './demo-photos';

export interface DemoOptions {
  now: () => Date;
  cycle: CycleRunner;
  media: MediaStore;
}

/**
 * Loads the demo content when the database has no users yet; returns whether it did. Demo members live on
 * example.com, are flagged is_demo and named "Demo ...". So that a newcomer can try discover on any day, the demo
 * opens the next week's picks at once when this week's have closed (as `npm run cycle -- release --week next`).
 */
export async function loadDemoDataIfEmpty(db: Database, { now, cycle, media }: DemoOptions): Promise<boolean> {
  const auth = authRepo(db);
  if ((await auth.countUsers()) > 0) return false;
  const photos = photoStore(media);
  // Each member's drawn portrait goes through what a member's upload goes through: checked, re-encoded, stored.
  const photoFiles: string[] = [];
  for (const person of DEMO_PEOPLE) photoFiles.push(await photos.save(await processPhoto(await demoPortrait(person))));
  const at = now().toISOString();
  const city = CITIES[0]!;
  const { week, phase } = phaseAt(now(), city.timeZone);
  const [profiles, interests, picks] = [profilesRepo(db), interestsRepo(db), picksRepo(db)];
  let loaded = false;
  await db.transaction(async () => {
    // Another app node starting on the same empty database may have loaded it meanwhile (the transaction is
    // serializable, so one of two at once sees the other's members on its retry).
    loaded = false;
    if ((await auth.countUsers()) > 0) return;
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      await auth.addDemoUser(person.email, person.isHost, at);
      await profiles.createDemo(person.email, person, photoFiles[index]!, at);
      await interests.replaceFor(person.email, person.interests, at);
    }
    for (const pick of demoPicks()) await picks.setLevel(pick.from, pick.to, pick.level, week, at);
    const host = DEMO_PEOPLE.find((person) => person.isHost);
    if (host) await addDemoFormat(db, host.email, DEMO_PEOPLE.filter((person) => !person.isHost).slice(0, 3), now());
    loaded = true;
  });
  if (!loaded) {
    for (const file of photoFiles) await photos.remove(file);
    return false;
  }
  if (phase === 'between') await cycle.runStep(city, 'release', shiftWeek(week, 1), true);
  return true;
}
