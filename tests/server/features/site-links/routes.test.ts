import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp | undefined;
// Forgotten once closed: the last test builds no app, and closing one twice would drop its PostgreSQL schema twice.
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/site-links', () => {
  it('by default points at no placeholder: no press article, no builders form (the pages fall back to the contact address)', async () => {
    t = await buildTestApp();
    const answer = await t.app.inject({ url: '/api/site-links' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ pressArticle: null, buildersFormUrl: null, hostsPhone: null, hostPayouts: 'after-each-session' });
  });

  it('answers what the installation configured, without a session', async () => {
    t = await buildTestApp({
      env: {
        PRESS_ARTICLE_URL: 'https://www.example.org/2026/coffee-groups',
        PRESS_ARTICLE_HEADLINE: 'Coffee with strangers',
        PRESS_ARTICLE_PUBLISHED: 'March 2026',
        BUILDERS_FORM_URL: 'https://forms.example.org/builders',
        HOSTS_PHONE: '+1 (647) 555-0199',
      },
    });
    expect((await t.app.inject({ url: '/api/site-links' })).json()).toEqual({
      pressArticle: {
        url: 'https://www.example.org/2026/coffee-groups',
        outlet: 'example.org',
        headline: 'Coffee with strangers',
        published: 'March 2026',
      },
      buildersFormUrl: 'https://forms.example.org/builders',
      hostsPhone: '+1 (647) 555-0199',
      // Hosts are paid out after each session, through Stripe Connect or the demo's same flow.
      hostPayouts: 'after-each-session',
    });
  });

  it('refuses links that are not absolute http(s) addresses, a headline without its article, and a phone that is none', () => {
    expect(() => loadConfig({ BUILDERS_FORM_URL: 'forms.gle/' })).toThrow(/BUILDERS_FORM_URL must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ PRESS_ARTICLE_URL: 'javascript:alert(1)' })).toThrow(/PRESS_ARTICLE_URL/);
    expect(() => loadConfig({ PRESS_ARTICLE_HEADLINE: 'Coffee' })).toThrow(/need PRESS_ARTICLE_URL/);
    expect(() => loadConfig({ HOSTS_PHONE: 'call me maybe' })).toThrow(/HOSTS_PHONE must be a phone number/);
    expect(() => loadConfig({ HOSTS_PHONE: '+1 555' })).toThrow(/HOSTS_PHONE/);
  });
});
