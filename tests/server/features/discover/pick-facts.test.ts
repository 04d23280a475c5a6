import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { picksRepo } from '../../../../server/features/discover/picks-repo';
import { profilesRepo } from '../../../../server/features/profiles/repo';
import { createSignedInUser } from '../../../helpers/accounts';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

// A pick is allowed only for someone shown in one of the viewer's batches. The pick reads that in the same statement
// as the rest of its facts (picksRepo.pickFacts), with the answer discover's repo.wasShown gives: an id that is only
// part of a shown one is not taken for it, and ids that JSON escapes are found too.

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());

const AT = new Date('2026-11-19T17:00:00.000Z');
const VIEWER = 'v@example.com';
/**
 * Shown to the viewer: plain, with a quote and a backslash, with an accent and an emoji, with a tab, with `,"` and
 * `["` inside (in JSON their quotes are escaped: `,\"` and `[\"`).
 */
const SHOWN = [
  'xa@example.com',
  'q"uote\\d@example.com',
  'zoë🙂@example.com',
  'tab\there@example.com',
  'x,"y@example.com',
  'p["k@example.com',
  'c@example.com',
];
/**
 * Not shown to the viewer: part of a shown id (its end after `,"` or `["`, too), a shown id's start, someone in
 * another viewer's batch, the viewer.
 */
const NOT_SHOWN = [
  'a@example.com',
  'q"uote',
  'zoë@example.com',
  'tab@example.com',
  'y@example.com',
  'k@example.com',
  'z@example.com',
  VIEWER,
];

describe.each(enginesUnderTest())("a pick's facts say whether its member was shown to the viewer, on %s", (engine) => {
  async function withBatches(): Promise<{ db: Database; profileOf: Map<string, string> }> {
    const db = await databases.open(engine);
    await migrate(db);
    const profileOf = new Map<string, string>();
    for (const id of [VIEWER, 'w@example.com', ...SHOWN, ...NOT_SHOWN.filter((id) => id !== VIEWER)]) {
      await createSignedInUser(db, { hasProfile: true, email: id, now: AT });
      profileOf.set(id, (await profilesRepo(db).find(id))!.id);
    }
    const repo = discoverRepo(db);
    const at = AT.toISOString();
    await repo.insertBatchesUnlessThere('2026-11-12', 'toronto', [{ viewerId: VIEWER, memberIds: SHOWN.slice(0, -1) }], at);
    await repo.insertBatchesUnlessThere(
      '2026-11-19',
      'toronto',
      [
        { viewerId: VIEWER, memberIds: ['c@example.com'] },
        { viewerId: 'w@example.com', memberIds: ['z@example.com'] },
      ],
      at,
    );
    return { db, profileOf };
  }

  it('is true for a member of any of the viewer’s batches, whatever their id holds', async () => {
    const { db, profileOf } = await withBatches();
    const picks = picksRepo(db);
    const discover = discoverRepo(db);
    for (const id of SHOWN) {
      const facts = await picks.pickFacts(VIEWER, profileOf.get(id)!);
      expect({ id, target: facts?.target }).toEqual({ id, target: { userId: id, isDemo: false, blocked: false, shown: true } });
      expect(await discover.wasShown(VIEWER, id)).toBe(true);
    }
  });

  it('is false for an id that is only part of a shown one, for another viewer’s batch, and for the viewer', async () => {
    const { db, profileOf } = await withBatches();
    const picks = picksRepo(db);
    const discover = discoverRepo(db);
    for (const id of NOT_SHOWN) {
      const facts = await picks.pickFacts(VIEWER, profileOf.get(id)!);
      expect({ id, shown: facts?.target?.shown }).toEqual({ id, shown: false });
      expect(await discover.wasShown(VIEWER, id)).toBe(false);
    }
  });

  it('finds a member in a list written with spaces, as JSON allows', async () => {
    const { db, profileOf } = await withBatches();
    for (const id of ['m@example.com', 'n@example.com']) await createSignedInUser(db, { hasProfile: true, email: id, now: AT });
    // Another week's list, written with spaces around its items (no member of it is in the viewer's other lists).
    const spaced = '[ "m@example.com", "n@example.com" ]';
    await discoverRepo(db).insertBatchesUnlessThere('2026-11-26', 'toronto', [{ viewerId: VIEWER, membersJson: spaced }], AT.toISOString());
    const picks = picksRepo(db);
    for (const id of ['m@example.com', 'n@example.com']) {
      const profileId = (await profilesRepo(db).find(id))!.id;
      expect({ id, shown: (await picks.pickFacts(VIEWER, profileId))?.target?.shown }).toEqual({ id, shown: true });
    }
    expect((await picks.pickFacts(VIEWER, profileOf.get('c@example.com')!))?.target?.shown).toBe(true);
    expect((await picks.pickFacts(VIEWER, profileOf.get('a@example.com')!))?.target?.shown).toBe(false);
  });

  it('knows no target for a profile id that is nobody’s, and nothing without the viewer’s profile', async () => {
    const { db, profileOf } = await withBatches();
    const picks = picksRepo(db);
    expect(await picks.pickFacts(VIEWER, 'no-such-profile')).toEqual({ viewerLocation: 'CA:ON:Toronto', target: null });
    expect(await picks.pickFacts('nobody@example.com', profileOf.get('c@example.com')!)).toBeUndefined();
  });
});
