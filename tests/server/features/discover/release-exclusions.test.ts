import { afterEach, describe, expect, it } from 'vitest';
import { NEVER_LEVEL } from '../../../../shared/discover';
import { batchEntries } from '../../../helpers/batch-entries';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

describe('the release', () => {
  it('leaves out of a viewer’s batch whom the viewer said "never" to, and only that viewer’s', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const [ana, ben] = [await createMember(t.app.db, { firstName: 'Ana' }), await createMember(t.app.db, { firstName: 'Ben' })];
    for (let i = 0; i < 4; i++) await createMember(t.app.db, { firstName: `M${i}` });
    // Straight in the database: Ana's "never" for Ben (read from the partial index picks_never, migration 0035).
    await t.app.db.run('INSERT INTO picks (from_id, to_id, level, week, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [
      ana.email,
      ben.email,
      NEVER_LEVEL,
      '2026-11-12',
      '2026-11-13T10:00:00Z',
      '2026-11-13T10:00:00Z',
    ]);
    await t.app.cycle.tick();
    const shownTo = async (viewerId: string) =>
      (await batchEntries(t.app.db)).filter((entry) => entry.viewer_id === viewerId).map((entry) => entry.member_id);
    expect(await shownTo(ana.email)).toHaveLength(4);
    expect(await shownTo(ana.email)).not.toContain(ben.email);
    // Ben's batch does not read Ana's "never" (it would tell him about her pick): she is in it.
    expect(await shownTo(ben.email)).toContain(ana.email);
  });
});
