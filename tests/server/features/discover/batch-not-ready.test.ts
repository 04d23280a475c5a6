import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import { cityById } from '../../../../shared/weekly-cycle';
import { storedBatches } from '../../../helpers/batch-entries';
import { cycleWeek } from '../../../helpers/cycle-week';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A released week and a member with no batch of it yet (they joined while the release ran, after it read the city, or
// since): GET /api/profiles/all says the batch is not ready, never that the week has nobody in it.

const WEEK = '2026-11-19';
const toronto = cityById('toronto')!;
let t: TestApp;
afterEach(async () => t?.close());

async function batchOf(member: TestMember): Promise<BatchAnswer> {
  const answer = await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: member.sessionId } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as BatchAnswer;
}
const names = (answer: BatchAnswer) => answer.data.map((card) => card.firstName).sort();
const batchRows = async () => (await storedBatches(t.app.db)).map(({ viewerId, week }) => ({ viewerId, week }));

describe('a member whose batch of the released week is not written yet', () => {
  it('after a restart that catches up the release, is told "not ready" until the batch exists, then gets the cards', async () => {
    // The server was down at Thursday noon and starts just after it, the release still to run; the batches are made
    // in worker threads, as the server makes them.
    const clock = fakeClock('2026-11-19T17:00:05Z');
    t = await buildTestApp({ now: clock.now, batchesInWorker: true });
    const ana = await createMember(t.app.db, { firstName: 'Ana' });
    await createMember(t.app.db, { firstName: 'Ben' });
    await createMember(t.app.db, { firstName: 'Cal' });
    // Asked before it: the week is not released yet (and that answer is kept for her).
    expect(await batchOf(ana)).toMatchObject({ data: [], week: cycleWeek({ released: false, picksOpen: false }) });

    // What the scheduler's first tick runs first: the release it missed.
    expect(await t.app.cycle.runStep(toronto, 'release', WEEK)).toMatchObject({ status: 'done' });
    // Dee joined while it ran, after it had read the city: it made no batch for her, and her profile's hook found the
    // week not yet released. Her batch is the late joiners' job's, which the same tick runs next.
    clock.set('2026-11-19T17:00:07Z');
    const dee = await createMember(t.app.db, { firstName: 'Dee' });
    expect(names(await batchOf(ana))).toEqual(['Ben', 'Cal']);
    const waiting = { data: [], week: cycleWeek(), ready: false };
    expect(await batchOf(dee)).toEqual(waiting);
    // Asked again (the client retries): still not ready, and nothing was written by asking.
    const rows = await batchRows();
    expect(await batchOf(dee)).toEqual(waiting);
    expect(await batchRows()).toEqual(rows);

    await t.app.cycle.tick();
    const built = await batchOf(dee);
    expect(built).toMatchObject({ week: cycleWeek(), ready: true });
    expect(names(built)).toEqual(['Ana', 'Ben', 'Cal']);
  }, 60_000);

  it('a member whose batch was written with nobody in it gets the empty week, ready', async () => {
    t = await buildTestApp({ now: fakeClock('2026-11-19T17:00:05Z').now });
    const only = await createMember(t.app.db, { firstName: 'Solo' });
    await t.app.cycle.tick();
    expect((await storedBatches(t.app.db)).filter((batch) => batch.viewerId === only.email).map((batch) => batch.memberIds)).toEqual([[]]);
    expect(await batchOf(only)).toEqual({ data: [], week: cycleWeek(), ready: true });
  });

  it('after picks close, when no job makes a batch any more, a member without one gets the empty week, ready', async () => {
    const clock = fakeClock('2026-11-19T17:00:05Z');
    t = await buildTestApp({ now: clock.now });
    await createMember(t.app.db, { firstName: 'Ana' });
    await createMember(t.app.db, { firstName: 'Ben' });
    await t.app.cycle.tick();
    // Monday after the close, before the matching has run: picks are closed, and the late joiners' job makes nothing.
    clock.set('2026-11-23T14:00:01Z');
    const late = await createMember(t.app.db, { firstName: 'Late' });
    expect(await t.app.cycle.lateJoiners()).toBe(0);
    expect(await batchOf(late)).toEqual({ data: [], week: cycleWeek({ picksOpen: false }), ready: true });
  });
});
