import type { Database } from '../../server/db/database';
import { authRepo } from '../../server/features/auth/repo';
import { picksRepo } from '../../server/features/discover/picks-repo';
import { interestsRepo } from '../../server/features/interests/repo';
import { profilesRepo } from '../../server/features/profiles/repo';
import { PREDEFINED_INTERESTS } from '../../shared/interests';
import { type AvailabilitySlot, NEIGHBORHOOD_OPTIONS } from '../../shared/onboarding';
import { mulberry32 } from '../../server/features/matching/prng';

const SLOTS: AvailabilitySlot[] = [
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
 * Fills a database with a Toronto of `members` people through the repos (benchmarks and large tests): users,
 * profiles with ids, 1-3 interests from six communities, slots, neighbourhoods, venue bookers, and picks mostly
 * within communities. Returns the user ids in order. The e-mails are seeded-N@example.com.
 */
export async function seedCity(
  db: Database,
  { members, seed = 1, picksPerMember = 8, at = '2026-11-01T00:00:00.000Z' }: SeedOptions,
): Promise<string[]> {
  const random = mulberry32(seed);
  const pickOne = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const auth = authRepo(db);
  const profiles = profilesRepo(db);
  const interests = interestsRepo(db);
  const picks = picksRepo(db);
  // A pair picked again keeps its first level.
  const picked = new Set<string>();
  const pick = async (fromId: string, toId: string, level: number) => {
    if (picked.has(`${fromId} ${toId}`)) return;
    picked.add(`${fromId} ${toId}`);
    await picks.setLevel(fromId, toId, level, '2026-11-19', at);
  };
  const ids = Array.from({ length: members }, (_, i) => `seeded-${seed}-${i}@example.com`);
  const community = ids.map(() => Math.floor(random() * 6));
  const byCommunity: number[][] = [[], [], [], [], [], []];
  community.forEach((c, i) => byCommunity[c]!.push(i));
  await db.transaction(async () => {
    for (const [i, id] of ids.entries()) {
      await auth.ensureUser(id, at);
      const slots = SLOTS.filter(() => random() < 0.6);
      const neighborhoods =
        random() < 0.15 ? ['anywhere'] : [pickOne(NEIGHBORHOOD_OPTIONS.slice(0, 3)).value, pickOne(NEIGHBORHOOD_OPTIONS.slice(0, 7)).value];
      const age = 20 + Math.floor(random() * 50);
      const sex = random() < 0.5 ? 'female' : 'male';
      const canHost = random() < 0.2;
      await profiles.create(
        id,
        {
          firstName: `Person ${i}`,
          age,
          sex,
          location: 'CA:ON:Toronto',
          newLocation: '',
          activityPreferences: [],
          categoryComments: {},
          neighborhoods: [...new Set(neighborhoods)],
          canHost,
          hostingDetails: { hasVenue: null, venueName: '' },
          availableTimeSlots: slots.length ? slots : [SLOTS[0]!],
          interests: [],
          inviteCode: null,
        },
        // Matching leaves out members without a photo; no file is written (the URL answers 404).
        `seeded-${seed}-${i}.jpg`,
        at,
      );
      const names = new Set([PREDEFINED_INTERESTS[community[i]! * 3]!, pickOne(PREDEFINED_INTERESTS)]);
      await interests.replaceFor(
        id,
        [...names].map((name) => ({
          name,
          lookingFor: 'people who like this too, for a coffee',
          contribute: 'what I know and good questions',
        })),
        at,
      );
    }
    for (const [i, id] of ids.entries()) {
      const peers = byCommunity[community[i]!]!;
      for (let k = 0; k < picksPerMember; k++) {
        const j = pickOne(peers);
        if (j === i) continue;
        const level = 2 + Math.floor(random() * 4);
        await pick(id, ids[j]!, level);
        if (random() < 0.5) await pick(ids[j]!, id, level);
      }
    }
  });
  return ids;
}
