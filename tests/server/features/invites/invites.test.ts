import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACTIVE_INVITE_MESSAGE,
  INVITE_CODE_INVALID_MESSAGE,
  INVITE_CODE_REQUIRED_MESSAGE,
  INVITE_MAX_USES,
} from '../../../../shared/invites';
import { namePart, newInviteCode } from '../../../../server/features/invites/invite-code';
import { INVITE_CHECK_LIMIT } from '../../../../server/features/invites/routes';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { postProfile, profileForm, validProfileJson } from '../profiles/helpers';

let t: TestApp;
afterEach(async () => t?.close());

const DAY = 24 * 3600 * 1000;
const START = '2026-11-20T15:00:00.000Z';

async function setUp(env: NodeJS.ProcessEnv = {}) {
  const clock = fakeClock(START);
  t = await buildTestApp({ now: clock.now, env });
  const owner = await createMember(t.app.db, { firstName: 'Zoë' });
  return { clock, owner };
}

const createInvite = (member: TestAccount, textPart = 'Zoë', key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invites',
    payload: { textPart },
    headers: { 'idempotency-key': key },
    cookies: { sid: member.sessionId },
  });

/** Counts `times` uses of the invite, as that many newcomers' registrations would at the start of the test's clock. */
async function useTimes(code: string, times: number) {
  for (let i = 0; i < times; i++) expect(await t.app.repos.invites.use(code, START)).toBe(true);
}

const register = (account: TestAccount, inviteCode?: string) =>
  postProfile(t, account, profileForm(validProfileJson(inviteCode === undefined ? {} : ({ InviteCode: inviteCode } as object))));

describe('invite codes', () => {
  it('start with the first name and carry about 49 random bits', () => {
    expect(namePart('Zoë-Anne')).toBe('ZOEANNE');
    expect(namePart('李')).toBe('FRIEND');
    const codes = new Set(Array.from({ length: 2000 }, () => newInviteCode('Sam')));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^SAM-[A-HJKMNP-TV-Z2-9]{10}$/);
  });
});

describe('POST /api/invites and reading them', () => {
  it('creates an invite for 30 days and 5 people, lists it, and reads it by its code; a replay gives the same invite', async () => {
    const { owner } = await setUp();
    const key = crypto.randomUUID();
    const res = await createInvite(owner, 'Zoë', key);
    expect(res.statusCode).toBe(201);
    const invite = res.json().data;
    expect(invite).toEqual({
      id: expect.stringMatching(/^ZOE-/),
      inviteDetails: {
        expirationDate: new Date(Date.parse('2026-11-20T15:00:00Z') + 30 * DAY).toISOString(),
        maxUses: INVITE_MAX_USES,
        usageCount: 0,
      },
    });
    expect((await createInvite(owner, 'Zoë', key)).json().data).toEqual(invite);
    const mine = await t.app.inject({ url: '/api/invites/mine', cookies: { sid: owner.sessionId } });
    expect(mine.json().data).toEqual([invite]);
    const one = await t.app.inject({ url: `/api/invites?inviteCode=${invite.id.toLowerCase()}`, cookies: { sid: owner.sessionId } });
    expect(one.json().data).toEqual(invite);
  });

  it('refuses a second invite while one is active, with the spec message; allows it once the first has 7 days or 2 uses left', async () => {
    const { owner } = await setUp();
    const first = (await createInvite(owner)).json().data.id;
    const second = await createInvite(owner);
    expect([second.statusCode, second.json().code, second.json().message]).toEqual([409, 'active-invite', ACTIVE_INVITE_MESSAGE]);
    // Two uses left (not more than two): no longer active.
    await useTimes(first, INVITE_MAX_USES - 2);
    const afterUses = await createInvite(owner);
    expect(afterUses.statusCode).toBe(201);
    // Seven days left exactly (not more than seven): no longer active either.
    expect(await t.app.repos.invites.changeExpiry(afterUses.json().data.id, '2026-11-27T15:00:00.000Z')).toBe(true);
    expect((await createInvite(owner)).statusCode).toBe(201);
    expect((await createInvite(owner)).statusCode).toBe(409);
    expect(await t.app.repos.invites.own(owner.email)).toHaveLength(3);
  });

  it('needs a first name, a session, and shows nobody else’s invite', async () => {
    const { owner } = await setUp();
    expect((await createInvite(owner, '   ')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/invites', payload: { textPart: 'Zoë' } })).statusCode).toBe(401);
    const code = (await createInvite(owner)).json().data.id;
    const other = await createMember(t.app.db, { firstName: 'Ola' });
    const res = await t.app.inject({ url: `/api/invites?inviteCode=${code}`, cookies: { sid: other.sessionId } });
    expect([res.statusCode, res.json().code]).toEqual([404, 'invite-not-found']);
    expect((await t.app.inject({ url: '/api/invites/mine', cookies: { sid: other.sessionId } })).json().data).toEqual([]);
  });
});

describe('redeeming at registration', () => {
  async function invited(env: NodeJS.ProcessEnv = {}) {
    const setup = await setUp(env);
    const code: string = (await createInvite(setup.owner)).json().data.id;
    return { ...setup, code };
  }
  const usage = async (code: string) => (await t.app.repos.invites.byCode(code))!.usageCount;

  it('with the flag off, a code is optional; a valid one counts a use and credits its owner', async () => {
    const { code } = await invited();
    const plain = await createSignedInUser(t.app.db);
    expect((await register(plain)).statusCode).toBe(201);
    const newcomer = await createSignedInUser(t.app.db);
    expect((await register(newcomer, ` ${code.toLowerCase()} `)).statusCode).toBe(201);
    expect(await usage(code)).toBe(1);
    expect(await t.app.repos.invites.redemptionOf(newcomer.email)).toBe(code);
  });

  it('refuses an unknown, used-up, expired or own code with the field message, and registers nothing', async () => {
    const { code, owner } = await invited();
    const newcomer = await createSignedInUser(t.app.db);
    const unknown = await register(newcomer, 'ZOE-AAAAAAAAAA');
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { InviteCode: INVITE_CODE_INVALID_MESSAGE }]);
    await useTimes(code, INVITE_MAX_USES);
    expect((await register(newcomer, code)).json().fields).toEqual({ InviteCode: INVITE_CODE_INVALID_MESSAGE });
    // Expired with no use made: the owner's next invite (the used-up one is no longer active), ended a second ago.
    const unused: string = (await createInvite(owner)).json().data.id;
    expect(await t.app.repos.invites.changeExpiry(unused, '2026-11-20T14:59:59.000Z')).toBe(true);
    expect(await usage(unused)).toBe(0);
    expect((await register(newcomer, unused)).json().fields).toEqual({ InviteCode: INVITE_CODE_INVALID_MESSAGE });
    expect(await t.app.repos.profiles.exists(newcomer.email)).toBe(false);
    expect(await t.app.repos.invites.redemptionCount()).toBe(0);
    // The owner cannot admit themselves: their own code, on an account of theirs without a profile yet.
    expect(await t.app.repos.invites.changeExpiry(unused, '2026-12-20T15:00:00.000Z')).toBe(true);
    await t.app.repos.myData.withdraw(owner.email);
    expect((await register(owner, unused)).json().fields).toEqual({ InviteCode: INVITE_CODE_INVALID_MESSAGE });
  });

  it('with REQUIRE_INVITE_CODE=on, registering needs a valid code', async () => {
    const { code } = await invited({ REQUIRE_INVITE_CODE: 'on' });
    const newcomer = await createSignedInUser(t.app.db);
    const without = await register(newcomer);
    expect([without.statusCode, without.json().fields]).toEqual([400, { InviteCode: INVITE_CODE_REQUIRED_MESSAGE }]);
    expect((await t.app.inject({ url: '/api/features' })).json()).toMatchObject({ requireInviteCode: true });
    expect((await register(newcomer, code)).statusCode).toBe(201);
  });

  it('admits at most max uses, even when the last newcomers race for it', async () => {
    const { code } = await invited();
    await useTimes(code, INVITE_MAX_USES - 1);
    const racers: TestMember[] = [];
    for (let i = 0; i < 3; i++) racers.push({ ...(await createSignedInUser(t.app.db)), profileId: '' });
    const answers = await Promise.all(racers.map((racer) => register(racer, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await usage(code)).toBe(INVITE_MAX_USES);
  });
});

describe('GET /api/invites/check', () => {
  it('says whether a code admits someone now, without a session, and limits tries per connection', async () => {
    const { owner } = await setUp();
    const code = (await createInvite(owner)).json().data.id;
    const check = (inviteCode: string) => t.app.inject({ url: `/api/invites/check?inviteCode=${encodeURIComponent(inviteCode)}` });
    expect((await check(code)).json()).toEqual({ valid: true });
    expect((await check('nope')).json()).toEqual({ valid: false });
    for (let i = 2; i < INVITE_CHECK_LIMIT.count; i++) await check('nope');
    const limited = await check(code);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'rate-limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the default is off: /api/features says so', async () => {
    await setUp();
    expect((await t.app.inject({ url: '/api/features' })).json()).toMatchObject({ requireInviteCode: false });
  });
});
