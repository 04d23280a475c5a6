import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnRegistrations, RegistrationAnswer } from '../../../../shared/experiences-contract';
import { offeredEvenings, REGISTRATION_COPY } from '../../../../shared/experience-registration';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { paymentsRepo } from '../../../../server/features/payments/repo';

// Experience registration (docs/product-rules.md#experiences-and-poetry-night): the wizard's answers, stored once per member and
// experience, with the optional $10 deposit held before they are.
let t: TestApp;
afterEach(async () => t?.close());

const call = memberRequest(() => t.app);
const EXPERIENCE = 'poetry-night-first-street';
const URL = `/api/experiences/${EXPERIENCE}/registration`;
const START = '2026-11-23T18:00:00Z';
let clock = fakeClock(START);

async function member(env: Record<string, string> = {}): Promise<TestMember> {
  clock = fakeClock(START);
  t = await buildTestApp({ now: clock.now, env });
  return createMember(t.app.db, { firstName: 'Ana', email: ANA });
}

const answers = (changes: Record<string, unknown> = {}) => ({
  availability: offeredEvenings(clock.now(), 'America/Vancouver').slice(0, 2),
  activities: ['live_music', 'karaoke'],
  budget: { ideal: '20-50', max: '50-100' },
  videoAgreement: 'yes',
  depositAgreement: 'yes',
  ...changes,
});

/** Ana is the only member who registers: her holds and registrations are all there are. */
const ANA = 'ana@example.com';
const holds = async () =>
  (await paymentsRepo(t.app.db).ofUser(ANA)).map(({ status, purpose, subjectId }) => ({ status, purpose, subject: subjectId }));
const registrations = () => t.app.repos.experiences.mine(ANA);

describe('experience registration', () => {
  it('stores the answers with the deposit held (demo: no money moves) and answers with an ok flag', async () => {
    const ana = await member();
    const sent = await call(ana, 'PUT', URL, answers());
    expect(sent.statusCode).toBe(200);
    const body = sent.json() as RegistrationAnswer;
    expect(body.ok).toBe(true);
    expect(body.registration).toMatchObject({
      experienceId: EXPERIENCE,
      activities: ['live_music', 'karaoke'],
      budget: { ideal: '20-50', max: '50-100' },
      videoAgreement: 'yes',
      depositAgreement: 'yes',
      deposit: { status: 'held', amountCents: 1000, currency: 'cad', demo: true },
    });
    expect(await holds()).toEqual([{ status: 'held', purpose: 'experience', subject: EXPERIENCE }]);
    const mine = (await call(ana, 'GET', '/api/experiences/registrations')).json() as OwnRegistrations;
    expect(mine.registrations.map((r) => r.experienceId)).toEqual([EXPERIENCE]);
  });

  it('a replay with the same key answers the same bytes and holds once; registering again updates the one registration', async () => {
    const ana = await member();
    const key = crypto.randomUUID();
    const first = await call(ana, 'PUT', URL, answers(), key);
    const replay = await call(ana, 'PUT', URL, answers(), key);
    expect(first.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    const changed = await call(ana, 'PUT', URL, answers({ activities: ['arcade'] }));
    expect((changed.json() as RegistrationAnswer).registration.activities).toEqual(['arcade']);
    expect(await registrations()).toHaveLength(1);
    expect(await holds()).toHaveLength(1);
  });

  it('the deposit is optional: without it nothing is held, and withdrawing it releases the hold', async () => {
    const ana = await member();
    const without = (await call(ana, 'PUT', URL, answers({ depositAgreement: 'no' }))).json() as RegistrationAnswer;
    expect(without.registration.deposit.status).toBe('none');
    expect(await holds()).toEqual([]);
    await call(ana, 'PUT', URL, answers());
    const withdrawn = (await call(ana, 'PUT', URL, answers({ depositAgreement: 'no' }))).json() as RegistrationAnswer;
    expect(withdrawn.registration.deposit.status).toBe('released');
    expect((await holds())[0]!.status).toBe('released');
  });

  it('gives the deposit back automatically when no group was assembled within three months', async () => {
    const ana = await member();
    expect((await call(ana, 'PUT', URL, answers())).statusCode).toBe(200);
    clock.set('2027-02-22T18:00:00Z');
    await t.app.cycle.tick();
    expect((await holds())[0]!.status).toBe('held');
    clock.set('2027-02-23T18:00:01Z');
    await t.app.cycle.tick();
    expect((await holds())[0]!.status).toBe('released');
    const [hold] = await paymentsRepo(t.app.db).ofUser(ANA);
    expect((await ledgerRepo(t.app.db).ofHolds([hold!.id])).map((row) => row.kind)).toEqual(['hold-placed', 'hold-released']);
  });

  it('refuses without the video agreement, in the spec words, and stores nothing', async () => {
    const ana = await member();
    const refused = await call(ana, 'PUT', URL, answers({ videoAgreement: 'no' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'registration-invalid', message: REGISTRATION_COPY.videosNeeded });
    expect(await registrations()).toEqual([]);
    expect(await holds()).toEqual([]);
  });

  it('refuses an unknown experience, budgets out of order, evenings long past or made up, and unknown activities', async () => {
    const ana = await member();
    expect((await call(ana, 'PUT', '/api/experiences/no-such-thing/registration', answers())).statusCode).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ budget: { ideal: '100-200', max: '20-50' } }, 'registration-invalid'],
      [{ availability: ['2025-02-14'] }, 'registration-invalid'],
      [{ availability: ['2026-02-30'] }, 'registration-invalid'],
      [{ availability: [] }, 'validation-failed'],
      [{ activities: ['bowling'] }, 'validation-failed'],
      [{ budget: { ideal: '20-50' } }, 'validation-failed'],
      [{ depositAgreement: 'maybe' }, 'validation-failed'],
    ];
    for (const [change, code] of cases) {
      const refused = await call(ana, 'PUT', URL, answers(change));
      expect([refused.statusCode, (refused.json() as { code: string }).code], JSON.stringify(change)).toEqual([400, code]);
    }
    expect(await registrations()).toEqual([]);
  });

  it("needs a session, and one member never sees another member's registrations", async () => {
    const ana = await member();
    const ben = await createMember(t.app.db, { firstName: 'Ben', email: 'ben@example.com' });
    expect(
      (await t.app.inject({ method: 'PUT', url: URL, payload: answers(), headers: { 'idempotency-key': crypto.randomUUID() } })).statusCode,
    ).toBe(401);
    await call(ana, 'PUT', URL, answers());
    expect(((await call(ben, 'GET', '/api/experiences/registrations')).json() as OwnRegistrations).registrations).toEqual([]);
  });

  it('with Stripe keys, agreeing to the deposit needs the card step: refused as card-needed and nothing is stored', async () => {
    const ana = await member({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' });
    const refused = await call(ana, 'PUT', URL, answers());
    expect([refused.statusCode, (refused.json() as { code: string }).code]).toEqual([402, 'card-needed']);
    expect(await registrations()).toEqual([]);
    expect((await call(ana, 'PUT', URL, answers({ depositAgreement: 'no' }))).statusCode).toBe(200);
  });
});
