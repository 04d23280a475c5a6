import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import { INVITE_CODE_REQUIRED_MESSAGE } from '../../../../shared/invites';
import { rowsPerTable } from '../../../../server/db/empty-tables';
import { createMailer } from '../../../../server/features/mail/mailer';
import { createSignedInUser } from '../../../helpers/accounts';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { postProfile, profileForm, validProfileJson } from '../profiles/helpers';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const one of opened.splice(0)) await one.close();
});
async function app(env: NodeJS.ProcessEnv = {}, now?: () => Date): Promise<TestApp> {
  const t = await buildTestApp({ env, now });
  opened.push(t);
  return t;
}
const withControls = () => app({ TEST_CONTROLS: 'on' });

const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const reset = async (t: TestApp, payload: object = {}) => {
  const answer = await post(t, '/test/reset', payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { now: string };
};

const RELEASED = '2026-11-19T17:00:05Z';
const releaseOf = async (t: TestApp, week: string) => (await t.app.repos.jobs.find('toronto', week, 'release'))?.status;

describe('the end-to-end tests controls', () => {
  it('do not exist without TEST_CONTROLS=on: both answer 404', async () => {
    const t = await app();
    for (const [url, payload] of [
      ['/test/reset', {}],
      ['/test/clock', { at: RELEASED }],
    ] as const)
      expect((await post(t, url, payload)).statusCode, url).toBe(404);
    expect((await post(await withControls(), '/test/clock', { at: RELEASED })).statusCode).toBe(200);
  });

  it('a reset leaves the database as a fresh start at that instant leaves it, and empties the media folder', async () => {
    const t = await withControls();
    const ana = await createMember(t.app.db, { firstName: 'Ana' });
    await createMember(t.app.db, { firstName: 'Ben' });
    // A mail kept in the development outbox, as the app without SMTP keeps a sign-in code.
    const outbox = createMailer({ smtpUrl: null, from: 'app@example.com', db: t.app.db, log: t.app.log, now: () => new Date(RELEASED) });
    await outbox.send({ to: ana.email, subject: 'code', text: 'text', html: '<p>text</p>' });
    const photo = path.join(t.config.dataDir, 'media', 'photos', 'ana.jpg');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, 'jpeg');

    await reset(t, { clock: RELEASED });

    // A server that started at that instant, after its first tick (which a reset also waits for).
    const fresh = await app({}, fakeClock(RELEASED).now);
    await fresh.app.cycle.tick();
    expect(await rowsPerTable(t.app.db)).toEqual(await rowsPerTable(fresh.app.db));
    expect(await releaseOf(t, '2026-11-19')).toBe('done');
    expect(fs.existsSync(photo)).toBe(false);
    expect(fs.existsSync(path.dirname(photo))).toBe(true);
  });

  it('a reset forgets the batches discover kept: a member made again sees who is in the city now', async () => {
    const t = await withControls();
    const batchOf = async (who: TestMember) => {
      await t.app.cycle.lateJoiners();
      const answer = await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: who.sessionId } });
      return (answer.json() as BatchAnswer).data.map((card) => card.firstName);
    };
    await reset(t, { clock: RELEASED });
    const ana = await createMember(t.app.db, { firstName: 'Ana', email: 'ana@example.com' });
    await createMember(t.app.db, { firstName: 'Ben' });
    expect(await batchOf(ana)).toEqual(['Ben']);

    await reset(t, { clock: RELEASED });
    const anaAgain = await createMember(t.app.db, { firstName: 'Ana', email: 'ana@example.com' });
    await createMember(t.app.db, { firstName: 'Cal' });
    expect(await batchOf(anaAgain)).toEqual(['Cal']);
  });

  it('the clock jumps to the instant set and runs on, and the scheduler runs what that made due before answering', async () => {
    const t = await withControls();
    const before = await reset(t, { clock: '2026-11-19T16:59:00Z' });
    expect(Date.parse(before.now) - Date.parse('2026-11-19T16:59:00Z')).toBeLessThan(5_000);
    expect(await releaseOf(t, '2026-11-19')).toBe('pending');

    const moved = await post(t, '/test/clock', { at: RELEASED });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(Date.parse(RELEASED));
    expect(await releaseOf(t, '2026-11-19')).toBe('done');

    // Without a clock a reset gives the server its own clock back.
    expect(Math.abs(Date.parse((await reset(t)).now) - Date.now())).toBeLessThan(5_000);
    expect((await post(t, '/test/clock', { at: 'soon' })).json()).toMatchObject({
      code: 'validation-failed',
      fields: { at: 'not a date' },
    });
  });

  it('a reset turns feature switches on for one test; the next reset puts them back as the environment set them', async () => {
    const t = await withControls();
    await reset(t, { switches: { requireInviteCode: true, peopleBrowsing: true } });
    expect((await t.app.inject({ url: '/api/features' })).json()).toMatchObject({ requireInviteCode: true, peopleBrowsing: true });
    const newcomer = await createSignedInUser(t.app.db);
    const refused = await postProfile(t, newcomer, profileForm(validProfileJson()));
    expect([refused.statusCode, refused.json().fields]).toEqual([400, { InviteCode: INVITE_CODE_REQUIRED_MESSAGE }]);

    await reset(t);
    expect((await t.app.inject({ url: '/api/features' })).json()).toMatchObject({ requireInviteCode: false, peopleBrowsing: false });
    const again = await createSignedInUser(t.app.db);
    expect((await postProfile(t, again, profileForm(validProfileJson()))).statusCode).toBe(201);
  });
});
