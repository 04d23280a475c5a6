import { afterEach, describe, expect, it } from 'vitest';
import { FORMAT_COPY } from '../../../../shared/event-formats';
import type { EventFormatCreated, EventFormatList, EventFormatPayload } from '../../../../shared/event-formats-contract';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload, filledWizardDraft } from '../../../helpers/event-format-payload';
import { payloadOf } from '../../../../shared/format-draft-payload';
import { fakeClock } from '../../../helpers/members';
import { startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The event-format API (docs/product-rules.md#event-format-wizard): drafts with or without an account, claimed by the host once signed in,
// changed and published by their host only, read by anyone once published, found by search.
let t: TestApp;
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');

const payload = (changes: Partial<EventFormatPayload> = {}) => eventFormatPayload(changes);

type Who = { session?: TestAccount; key?: string | null };
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who = {}, body?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: { ...(who.key ? { 'draft-key': who.key } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    cookies: who.session ? { sid: who.session.sessionId } : {},
  });

async function anonymousDraft(changes: Partial<EventFormatPayload> = {}) {
  const made = await send(
    'POST',
    '/api/event-format/draft',
    {},
    { format: payload(changes), hostInfo: { email: 'Host@Example.com', isNewHost: true } },
  );
  expect(made.statusCode).toBe(201);
  return made.json() as EventFormatCreated;
}

describe('event formats', () => {
  it('a draft made without an account is its device’s (by key) until its host signs in and claims it; then it is a host’s', async () => {
    t = await buildTestApp({ now: clock.now });
    const { id, draftKey, format } = await anonymousDraft({ title: '   ' });
    expect(draftKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(format).toMatchObject({ status: 'draft', title: 'Untitled Event', mine: true, claimed: false });

    expect((await send('GET', `/api/event-format/${id}`)).json()).toMatchObject({
      code: 'format-not-found',
      message: FORMAT_COPY.notFound,
    });
    expect((await send('GET', `/api/event-format/${id}`, { key: 'not-the-key' })).statusCode).toBe(404);
    const changed = await send('PUT', `/api/event-format/${id}`, { key: draftKey }, payload({ title: 'Sourdough Sunday' }));
    expect([changed.statusCode, changed.json().format.title]).toEqual([200, 'Sourdough Sunday']);
    expect((await send('PUT', `/api/event-format/${id}`, {}, payload())).statusCode).toBe(404);

    const host = await createSignedInUser(t.app.db, { email: 'host@example.com' });
    const stranger = await createSignedInUser(t.app.db);
    expect((await send('POST', `/api/event-format/${id}/claim`, { session: stranger })).statusCode).toBe(404);
    const claimed = await send('POST', `/api/event-format/${id}/claim`, { session: host, key: draftKey });
    expect(claimed.json().format).toMatchObject({ mine: true, claimed: true });
    expect(await t.app.repos.auth.findUser(host.email)).toMatchObject({ email: host.email, isHost: true });
    const mine = (await send('GET', '/api/event-format/my-formats', { session: host })).json() as EventFormatList;
    expect(mine.formats.map((f) => f.id)).toEqual([id]);
    // Claimed, the device's key opens it no more: the host's session does.
    expect((await send('PUT', `/api/event-format/${id}`, { key: draftKey }, payload())).statusCode).toBe(404);
    expect((await send('GET', '/api/event-format/my-formats', { session: stranger })).json()).toEqual({ formats: [] });
  });

  it('publishes only a claimed format that follows the rules; then anyone reads it, nobody else changes it, and no e-mail shows', async () => {
    t = await buildTestApp({ now: clock.now });
    const host = await createSignedInUser(t.app.db, { email: 'host@example.com' });
    const made = await send(
      'POST',
      '/api/event-format/draft',
      { session: host },
      {
        format: payload({ possibleDates: [] }),
        hostInfo: { email: 'host@example.com', isNewHost: false },
      },
    );
    const { id, draftKey, format } = made.json() as EventFormatCreated;
    expect(draftKey).toBeNull();
    // The payload says USD (as the spec's does); a Toronto format is priced in Canadian dollars, and the answer says so.
    expect(payload().pricing!.currency).toBe('USD');
    expect(format.format.pricing!.currency).toBe('CAD');

    const noDates = await send('POST', `/api/event-format/${id}/publish`, { session: host });
    expect([noDates.statusCode, noDates.json().fields]).toEqual([400, { possibleDates: FORMAT_COPY.dates }]);
    // 2026-11-24 + 7 + 2 + 3 = 2026-12-06 is the first date allowed.
    await send(
      'PUT',
      `/api/event-format/${id}`,
      { session: host },
      payload({ possibleDates: [{ date: '2026-12-05', time: '19:00-22:00' }] }),
    );
    expect((await send('POST', `/api/event-format/${id}/publish`, { session: host })).json().fields).toEqual({
      possibleDates: FORMAT_COPY.datesTooSoon,
    });
    await send('PUT', `/api/event-format/${id}`, { session: host }, payload({ pricing: { ...payload().pricing!, basePrice: 47 } }));
    expect((await send('POST', `/api/event-format/${id}/publish`, { session: host })).json().fields).toEqual({ price: FORMAT_COPY.price });

    await send('PUT', `/api/event-format/${id}`, { session: host }, payload());
    const published = await send('POST', `/api/event-format/${id}/publish`, { session: host });
    expect(published.json().format).toMatchObject({ status: 'active', mine: true });

    const seen = await send('GET', `/api/event-format/${id}`);
    expect(seen.json().format).toMatchObject({ status: 'active', mine: false, title: 'Sourdough for beginners' });
    expect(seen.body).not.toContain('host@example.com');
    const other = await createSignedInUser(t.app.db);
    const refused = await send('PUT', `/api/event-format/${id}`, { session: other }, payload({ title: 'Mine now' }));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'not-format-owner']);
    const unchanged = await send('PUT', `/api/event-format/${id}`, { session: host }, payload({ title: 'Changed after publishing' }));
    expect([unchanged.statusCode, unchanged.json().message]).toEqual([409, FORMAT_COPY.publishedUnchanged]);
    expect((await send('DELETE', `/api/event-format/${id}`, { session: other })).statusCode).toBe(403);
    const deleted = await send('DELETE', `/api/event-format/${id}`, { session: host });
    expect([deleted.statusCode, deleted.json().message]).toEqual([409, FORMAT_COPY.published]);
  });

  it('an unclaimed draft cannot be published; a draft is deleted by its device or host, then it is gone', async () => {
    t = await buildTestApp({ now: clock.now });
    const { id, draftKey } = await anonymousDraft();
    expect((await send('POST', `/api/event-format/${id}/publish`, { key: draftKey })).statusCode).toBe(401);
    const signedIn = await createSignedInUser(t.app.db);
    expect((await send('POST', `/api/event-format/${id}/publish`, { session: signedIn, key: draftKey })).json()).toMatchObject({
      code: 'format-unclaimed',
      message: FORMAT_COPY.claimFirst,
    });
    expect((await send('DELETE', `/api/event-format/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/event-format/${id}`, { key: draftKey })).statusCode).toBe(204);
    expect((await send('GET', `/api/event-format/${id}`, { key: draftKey })).statusCode).toBe(404);
  });

  it('search finds published formats by city, category, dates and text, never drafts', async () => {
    t = await buildTestApp({ now: clock.now });
    const host = await createSignedInUser(t.app.db);
    const publish = async (changes: Partial<EventFormatPayload>) => {
      const { id } = (
        await send(
          'POST',
          '/api/event-format/draft',
          { session: host },
          { format: payload(changes), hostInfo: { email: host.email, isNewHost: false } },
        )
      ).json() as EventFormatCreated;
      expect((await send('POST', `/api/event-format/${id}/publish`, { session: host })).statusCode).toBe(200);
      return id;
    };
    const bread = await publish({});
    const salsa = await publish({
      title: 'Salsa from zero',
      description: 'Learn the basic step and a turn.',
      category: 'Dance',
      venue: { ...payload().venue, city: 'vancouver' },
      possibleDates: [{ date: '2027-01-15', time: '19:00-22:00' }],
    });
    await send(
      'POST',
      '/api/event-format/draft',
      { session: host },
      { format: payload({ title: 'Secret draft' }), hostInfo: { email: host.email, isNewHost: false } },
    );
    const ids = async (query: string) =>
      ((await send('GET', `/api/event-format/search${query}`)).json() as EventFormatList).formats.map((f) => f.id);
    expect((await ids('')).sort()).toEqual([bread, salsa].sort());
    expect(await ids('?city=vancouver')).toEqual([salsa]);
    expect(await ids('?category=cooking')).toEqual([bread]);
    expect(await ids('?from=2027-01-01&to=2027-01-31')).toEqual([salsa]);
    expect(await ids('?text=LOAF')).toEqual([bread]);
    expect((await send('GET', '/api/event-format/search?city=paris')).statusCode).toBe(400);
  });

  it('refuses what the schema forbids, and limits drafts made without an account per connection', async () => {
    t = await buildTestApp({ now: clock.now });
    const tooLong = await send(
      'POST',
      '/api/event-format/draft',
      {},
      { format: payload({ title: 'x'.repeat(61) }), hostInfo: { email: 'a@b.c', isNewHost: true } },
    );
    expect(tooLong.statusCode).toBe(400);
    const badStrategy = payload();
    (badStrategy.groupRules as { noGroupStrategy: string }).noGroupStrategy = 'give-up';
    expect(
      (await send('POST', '/api/event-format/draft', {}, { format: badStrategy, hostInfo: { email: 'a@b.c', isNewHost: true } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/event-format/draft', {}, { format: payload(), hostInfo: { email: 'no-at-sign', isNewHost: true } }))
        .statusCode,
    ).toBe(400);
    for (let i = 0; i < 20; i++) await anonymousDraft();
    const limited = await send('POST', '/api/event-format/draft', {}, { format: payload(), hostInfo: { email: 'a@b.c', isNewHost: true } });
    expect(limited.statusCode).toBe(429);
  });

  it('the draft’s host gets the next-steps mail once (not for a replay); only an account with the host e-mail claims it', async () => {
    const smtp = await startSmtpListener();
    try {
      t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
      const key = crypto.randomUUID();
      const body = { format: payload({ title: 'Pottery night' }), hostInfo: { email: 'Potter@Example.com', isNewHost: true } };
      const post = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/event-format/draft',
          payload: body,
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
        });
      const first = await post();
      expect(first.statusCode).toBe(201);
      const { id, draftKey } = first.json() as EventFormatCreated;
      const mail = await smtp.nextMailTo('potter@example.com');
      expect(mail.subject).toBe('Next steps for your event format on emberite');
      expect(mail.text).toContain(`Event ID: ${id}`);
      expect(mail.text).toContain('/login?redirectedFrom=%2Fhost%2Fformats');
      expect(mail.text).not.toContain(draftKey!);

      const replay = await post();
      expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json().id]).toEqual([201, 'true', id]);
      // The route sends the mail after it answered; once its handler has ended (the listener keeps a mail before it
      // accepts it), a mail the replay sent would be here.
      await t.app.requestsSettled();
      expect(smtp.mails.filter((m) => m.to === 'potter@example.com')).toHaveLength(1);

      // The key alone is not enough: the sign-in code must have verified the e-mail the format was made with.
      const other = await createSignedInUser(t.app.db, { email: 'someone-else@example.com' });
      const refused = await send('POST', `/api/event-format/${id}/claim`, { session: other, key: draftKey });
      expect([refused.statusCode, refused.json().message]).toEqual([403, FORMAT_COPY.claimEmail]);
      expect(await t.app.repos.auth.findUser('someone-else@example.com')).toMatchObject({
        email: 'someone-else@example.com',
        isHost: false,
      });
      const potter = await createSignedInUser(t.app.db, { email: 'potter@example.com' });
      expect((await send('POST', `/api/event-format/${id}/claim`, { session: potter, key: draftKey })).statusCode).toBe(200);

      const signedIn = await send(
        'POST',
        '/api/event-format/draft',
        { session: potter },
        { ...body, format: payload({ title: 'Glaze day' }) },
      );
      expect(signedIn.json().draftKey).toBeNull();
      const second = await smtp.nextMailTo('potter@example.com', 1);
      expect(second.text).toContain('/host/formats');
      expect(second.text).not.toContain('redirectedFrom');
    } finally {
      await smtp.close();
    }
  });

  it('a draft made signed out mails the address typed only our own words, its id and the link: never its title', async () => {
    const smtp = await startSmtpListener();
    try {
      t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
      const phishing = 'Account locked: verify at evil.example';
      const typed = ['victim@example.com', 'victim+account-locked-verify-at-evil.example@example.com'];
      for (const email of typed) {
        const made = await send(
          'POST',
          '/api/event-format/draft',
          {},
          { format: payload({ title: phishing }), hostInfo: { email, isNewHost: true } },
        );
        expect(made.statusCode).toBe(201);
        const mail = await smtp.nextMailTo(email);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil\.example|Account locked/);
        expect(mail.subject).toBe('Next steps for your event format on emberite');
        // Still useful: how to go on, by our words and the link.
        expect(mail.text).toContain(`Event ID: ${(made.json() as EventFormatCreated).id}`);
        expect(mail.text).toContain('sign in with the e-mail address this mail was sent to');
        expect(mail.text).toContain('/login?redirectedFrom=%2Fhost%2Fformats');
      }
      // Signed in, the mail goes to the account's own (proven) address and names the host's own format.
      const host = await createSignedInUser(t.app.db, { email: 'host@example.com' });
      const own = await send(
        'POST',
        '/api/event-format/draft',
        { session: host },
        { format: payload({ title: 'Glaze day' }), hostInfo: { email: 'victim@example.com', isNewHost: false } },
      );
      expect(own.statusCode).toBe(201);
      expect((await smtp.nextMailTo('host@example.com')).subject).toBe('Next steps for your event format "Glaze day"');
      expect(smtp.mails.filter((m) => m.to === 'victim@example.com')).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('the wizard’s payload is taken as it is sent, and can be published', async () => {
    t = await buildTestApp({ now: clock.now });
    const host = await createSignedInUser(t.app.db, { email: 'host@example.com' });
    const wizard = filledWizardDraft({ groupRules: { ...filledWizardDraft().groupRules, multipleGroups: true, maxGroups: 3 } });
    const made = await send(
      'POST',
      '/api/event-format/draft',
      { session: host },
      { format: payloadOf(wizard, '2026-11-24'), hostInfo: wizard.hostInfo },
    );
    expect(made.statusCode).toBe(201);
    const { id } = made.json() as EventFormatCreated;
    const published = await send('POST', `/api/event-format/${id}/publish`, { session: host });
    expect([published.statusCode, published.json().format.status]).toEqual([200, 'active']);
    expect(published.json().format.format.pricing).toMatchObject({ basePrice: 45, cancellationPolicy: 'flexible' });
  });
});
