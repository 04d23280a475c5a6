import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
let clock = new Date('2026-11-21T12:00:00Z');
beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:00Z');
  t = await buildTestApp({ now: () => clock });
});
afterEach(() => t.close());

function join(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/waitlist', payload, headers });
}

const leads = () => t.app.repos.waitlist.allLeads();

describe('POST /api/waitlist', () => {
  it('keeps a lead per city without a sign-in, the free text trimmed', async () => {
    expect((await join({ location: 'Other', cityOrPostalCode: '  Hamilton,   ON ' })).statusCode).toBe(201);
    expect((await join({ Location: 'CA:BC:Vancouver', CityOrPostalCode: 'V6B 1A1' })).statusCode).toBe(201);
    expect((await join({ location: 'CA:BC:Revelstoke' })).json()).toEqual({ saved: true });
    expect(await leads()).toEqual([
      { location: 'Other', cityOrPostalCode: 'Hamilton, ON', cityKey: 'hamilton, on' },
      { location: 'CA:BC:Vancouver', cityOrPostalCode: 'V6B 1A1', cityKey: 'CA:BC:Vancouver' },
      { location: 'CA:BC:Revelstoke', cityOrPostalCode: '', cityKey: 'CA:BC:Revelstoke' },
    ]);
  });

  it.each([
    [{ location: 'CA:ON:Toronto' }, { location: 'Toronto is open already: go ahead and make your profile.' }],
    [{ location: 'Mars' }, { location: 'Choose one of: CA:BC:Vancouver, CA:BC:Revelstoke, Other.' }],
    [{ location: 'Other', cityOrPostalCode: '   ' }, { cityOrPostalCode: 'Please tell us your city or postal code.' }],
    [
      { location: 'Other', cityOrPostalCode: 'x'.repeat(81) },
      { cityOrPostalCode: 'Your city or postal code can be at most 80 characters.' },
    ],
  ])('refuses %j', async (payload, fields) => {
    const res = await join(payload);
    expect([res.statusCode, res.json().code, res.json().fields]).toEqual([400, 'validation-failed', fields]);
    expect(await leads()).toEqual([]);
  });

  it('allows 10 leads an hour from one client address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await join({ location: 'Other', cityOrPostalCode: `city ${i}` })).statusCode).toBe(201);
    const res = await join({ location: 'Other', cityOrPostalCode: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate-limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1000);
    expect((await join({ location: 'Other', cityOrPostalCode: 'one more' })).statusCode).toBe(201);
    expect(await leads()).toHaveLength(11);
  });

  it('with an Idempotency-Key a replay keeps one lead and does not count against the limit', async () => {
    const key = crypto.randomUUID();
    const body = { location: 'Other', cityOrPostalCode: 'Ottawa' };
    await join(body, { 'idempotency-key': key });
    const replay = await join(body, { 'idempotency-key': key });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(await leads()).toHaveLength(1);
    for (let i = 0; i < 9; i++) expect((await join({ location: 'CA:BC:Vancouver' })).statusCode).toBe(201);
  });
});
