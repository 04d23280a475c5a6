import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsRepo } from '../../../server/features/programs/sessions-repo';
import { interestsRepo } from '../../../server/features/interests/repo';
import { profilesRepo } from '../../../server/features/profiles/repo';
import { waitlistRepo } from '../../../server/features/waitlist/repo';
import { idempotencyRepo } from '../../../server/plugins/idempotency-repo';
import { createMember } from '../../helpers/members';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// The repo functions the end-to-end specs arrange and check state with (tests/e2e/support/), on either engine.

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const AT = '2026-11-21T12:00:00.000Z';

describe('repo functions for arranging and checking test data', () => {
  it("setSignUpFields changes only the fields given, and the profile's updated time", async () => {
    const ana = await createMember(t.app.db, { firstName: 'Ana' });
    const profiles = profilesRepo(t.app.db);
    await profiles.setSignUpFields(ana.email, { sex: 'male', age: 58 }, AT);
    expect(await profiles.find(ana.email)).toMatchObject({ sex: 'male', age: 58, location: 'CA:ON:Toronto', updatedAt: AT });
    await profiles.setSignUpFields(ana.email, { location: 'CA:BC:Vancouver' }, AT);
    expect(await profiles.find(ana.email)).toMatchObject({ sex: 'male', age: 58, location: 'CA:BC:Vancouver' });
  });

  it('aiResponsesOf answers the pasted answer of each interest in order, null where none', async () => {
    const ana = await createMember(t.app.db, { interests: ['running', 'photography'] });
    const interests = interestsRepo(t.app.db);
    const [, photography] = await interests.listFor(ana.email);
    expect(await interests.setAiResponse(ana.email, photography!.id, 'a camera walk', AT)).toBe(true);
    expect(await interests.aiResponsesOf(ana.email)).toEqual([null, 'a camera walk']);
  });

  it('leadsFor answers the leads of one place, oldest first', async () => {
    const leads = waitlistRepo(t.app.db);
    await leads.addLead({ location: 'Other', cityOrPostalCode: 'Moncton', cityKey: 'moncton' }, AT);
    await leads.addLead({ location: 'CA:BC:Vancouver', cityOrPostalCode: 'V6B 1A1', cityKey: 'CA:BC:Vancouver' }, AT);
    expect(await leads.leadsFor('moncton')).toEqual([{ location: 'Other', cityOrPostalCode: 'Moncton', cityKey: 'moncton' }]);
  });

  it("keysIn answers a scope's keys with their answers, null while claimed", async () => {
    const keys = idempotencyRepo(t.app.db);
    const held = { at: AT, by: 'this-process' };
    expect(await keys.claim('user:ana', 'k1', 'f1', held)).toBe(true);
    expect(await keys.claim('user:ana', 'k2', 'f2', held)).toBe(true);
    expect(await keys.claim('user:ben', 'k3', 'f3', held)).toBe(true);
    expect(await keys.complete('user:ana', 'k1', held, 200, '{"saved":true}')).toBe(true);
    expect(await keys.keysIn('user:ana')).toEqual([
      { key: 'k1', status: 200, responseBody: '{"saved":true}' },
      { key: 'k2', status: null, responseBody: null },
    ]);
  });

  it('plan answers false for a session that does not exist', async () => {
    expect(await sessionsRepo(t.app.db).plan('no-such-group:1', '2026-11-21', '18:00-21:00')).toBe(false);
  });
});
