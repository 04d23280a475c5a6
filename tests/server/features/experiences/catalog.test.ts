import { afterEach, describe, expect, it } from 'vitest';
import type { ExperienceList } from '../../../../shared/experiences-contract';
import type { Experience } from '../../../../shared/experience-types';
import { offeredEvenings } from '../../../../shared/experience-registration';
import { experienceCatalog } from '../../../../server/features/experiences/catalog';
import { SAMPLE_EXPERIENCES } from '../../../../server/features/experiences/samples';
import { createMember, fakeClock } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Experiences from the database: the spec's samples fill an empty table once; the list and each
// experience are public; registration takes what the table has, not what the code once had.
let t: TestApp;
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-23T18:00:00Z');
const call = memberRequest(() => t.app);

const hostMade: Experience = {
  ...SAMPLE_EXPERIENCES[0]!,
  id: 'salt-spring-sketching',
  typeId: 'dance',
  title: 'sketching by the harbour',
};

describe('experiences in the database', () => {
  it('an empty database starts with the spec samples, in order, readable without signing in', async () => {
    t = await buildTestApp({ now: clock.now });
    const answer = await t.app.inject({ method: 'GET', url: '/api/experiences' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const { experiences } = answer.json() as ExperienceList;
    expect(experiences).toEqual(SAMPLE_EXPERIENCES);
    const one = await t.app.inject({ method: 'GET', url: '/api/experiences/yvr-gastown-comedy' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(SAMPLE_EXPERIENCES.find((experience) => experience.id === 'yvr-gastown-comedy'));
  });

  it('an unknown experience is a 404 with a clear message', async () => {
    t = await buildTestApp({ now: clock.now });
    const answer = await t.app.inject({ method: 'GET', url: '/api/experiences/no-such-evening' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'experience-not-found', message: 'This experience does not exist.' });
  });

  it('samples are added once: one removed later does not come back when the app starts again', async () => {
    t = await buildTestApp({ now: clock.now });
    await t.app.repos.catalog.remove('poetry-night-open-mic');
    expect(await experienceCatalog(t.app.repos.catalog, clock.now).addSamplesIfEmpty()).toBe(false);
    const { experiences } = (await t.app.inject({ method: 'GET', url: '/api/experiences' })).json() as ExperienceList;
    expect(experiences.map((experience) => experience.id)).not.toContain('poetry-night-open-mic');
    expect(experiences).toHaveLength(SAMPLE_EXPERIENCES.length - 1);
  });

  it('an experience added to the table is listed last and can be registered for; a removed one cannot', async () => {
    t = await buildTestApp({ now: clock.now });
    await t.app.repos.catalog.add([hostMade], clock.now().toISOString(), { sample: false });
    const { experiences } = (await t.app.inject({ method: 'GET', url: '/api/experiences' })).json() as ExperienceList;
    expect(experiences.at(-1)).toEqual(hostMade);
    const ana = await createMember(t.app.db, { firstName: 'Ana', email: 'ana@example.com' });
    const answers = {
      availability: offeredEvenings(clock.now(), 'America/Vancouver').slice(0, 1),
      activities: ['live_music'],
      budget: { ideal: '20-50', max: '50-100' },
      videoAgreement: 'yes',
      depositAgreement: 'no',
    };
    expect((await call(ana, 'PUT', '/api/experiences/salt-spring-sketching/registration', answers)).statusCode).toBe(200);
    await t.app.repos.catalog.remove('poetry-night-winter-verses');
    const refused = await call(ana, 'PUT', '/api/experiences/poetry-night-winter-verses/registration', answers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'experience-not-found' });
  });
});
