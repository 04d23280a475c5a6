import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoetryNightRegistration } from '../../../../shared/experiences-contract';
import { createMember, fakeClock } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Poetry night registration (docs/product-rules.md#experiences-and-poetry-night): the Fridays a member could make, actually stored.
let t: TestApp;
afterEach(async () => t?.close());
const call = memberRequest(() => t.app);
const URL = '/api/poetry-night/registration';

async function member() {
  t = await buildTestApp({ now: fakeClock('2026-11-23T18:00:00Z').now });
  return createMember(t.app.db, { firstName: 'Ana', email: 'ana@example.com' });
}

describe('poetry night registration', () => {
  it('stores the Fridays with the fixed Revelstoke location; registering again replaces them; a replay answers the same', async () => {
    const ana = await member();
    const key = crypto.randomUUID();
    const body = { availability: ['2026-12-04', '2026-11-27'], acknowledged: true };
    const first = await call(ana, 'PUT', URL, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, availability: ['2026-11-27', '2026-12-04'], location: 'CA:BC:Revelstoke' });
    expect((await call(ana, 'PUT', URL, body, key)).body).toBe(first.body);
    const again = (await call(ana, 'PUT', URL, { availability: ['2026-12-11'], acknowledged: true })).json() as PoetryNightRegistration;
    expect(again.availability).toEqual(['2026-12-11']);
    expect(await t.app.repos.experiences.poetryNightOf(ana.email)).toMatchObject({ availability: ['2026-12-11'] });
  });

  it('refuses without the acknowledgement, a day that is not a Friday, a Friday long past, and needs a session', async () => {
    const ana = await member();
    const cases: [unknown, number][] = [
      [{ availability: ['2026-11-27'], acknowledged: false }, 400],
      [{ availability: ['2026-11-27'] }, 400],
      [{ availability: ['2026-11-28'], acknowledged: true }, 400],
      [{ availability: ['2025-02-14'], acknowledged: true }, 400],
      [{ availability: [], acknowledged: true }, 400],
    ];
    for (const [body, status] of cases) expect((await call(ana, 'PUT', URL, body)).statusCode, JSON.stringify(body)).toBe(status);
    expect(await t.app.repos.experiences.poetryNightOf(ana.email)).toBeNull();
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: URL,
      payload: { availability: ['2026-11-27'], acknowledged: true },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
