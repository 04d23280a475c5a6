import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config';
import { fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const features = async () => (await t!.app.inject({ url: '/api/features' })).json();

describe('GET /api/features (docs/product-rules.md#feature-flags: "showJourney on, others off, requireInviteCode off")', () => {
  it('answers without a session: people browsing, availability and experiences off, no pre-launch date, by default', async () => {
    t = await buildTestApp();
    const answer = await t.app.inject({ url: '/api/features' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      requireInviteCode: false,
      peopleBrowsing: false,
      availability: false,
      experiences: false,
      discoverOpensAt: null,
    });
  });

  it('PEOPLE_BROWSING=on, AVAILABILITY=on and EXPERIENCES=on turn the switches on', async () => {
    t = await buildTestApp({ env: { PEOPLE_BROWSING: 'on', AVAILABILITY: 'on', EXPERIENCES: 'on' } });
    expect(await features()).toMatchObject({ peopleBrowsing: true, availability: true, experiences: true });
  });

  it('says the pre-launch date (DISCOVER_OPENS_AT) while it is ahead, and null once it has passed', async () => {
    const clock = fakeClock('2027-02-01T12:00:00Z');
    t = await buildTestApp({ now: clock.now, env: { DISCOVER_OPENS_AT: '2027-02-14T05:00:00Z' } });
    expect((await features()).discoverOpensAt).toBe('2027-02-14T05:00:00.000Z');
    clock.set('2027-02-14T05:00:00Z');
    expect((await features()).discoverOpensAt).toBeNull();
  });

  it('a switch is on or off: anything else stops the server from starting', () => {
    expect(() => loadConfig({ PEOPLE_BROWSING: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ AVAILABILITY: '1' })).toThrow('AVAILABILITY must be on or off');
    expect(() => loadConfig({ EXPERIENCES: 'true' })).toThrow('EXPERIENCES must be on or off');
    expect(loadConfig({ PEOPLE_BROWSING: 'off', AVAILABILITY: '' })).toMatchObject({ peopleBrowsing: false, availability: false });
  });
});
