import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventFormatAnswer, EventFormatCreated, EventFormatList } from '../../../../shared/event-formats-contract';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { fakeClock } from '../../../helpers/members';
import { readSignInMail, type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A format made signed out belongs to whoever proves its e-mail by signing in, on any device; the device that made it
// (holding its key) can correct a mistyped e-mail before that. Real sign-in by e-mailed code, real SMTP listener.
let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());
const clock = fakeClock('2026-11-24T15:00:00Z');

async function makeSignedOut(email: string) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/event-format/draft',
    payload: { format: eventFormatPayload(), hostInfo: { email, isNewHost: true } },
  });
  expect(made.statusCode).toBe(201);
  // Its next-steps mail goes out after the answer: wait for it, so it is not taken for a later sign-in mail.
  await t.app.requestsSettled();
  return made.json() as EventFormatCreated;
}

/** Signs in with the e-mailed code on a device that never saw the draft; answers the session cookie's value. */
async function signInElsewhere(email: string): Promise<string> {
  const before = smtp.mails.length;
  await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email } });
  const { code } = readSignInMail(await smtp.nextMailTo(email, before));
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/code', payload: { email, code } });
  expect(answer.statusCode).toBe(200);
  return answer.cookies.find((cookie) => cookie.name === 'sid')!.value;
}

describe('claiming a format made signed out', () => {
  it('is theirs on any device once they sign in with its e-mail; someone else signing in gets nothing', async () => {
    t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
    const made = await makeSignedOut('Potter@Example.com');
    const stranger = await signInElsewhere('stranger@example.com');
    const strangers = await t.app.inject({ url: '/api/event-format/my-formats', cookies: { sid: stranger } });
    expect((strangers.json() as EventFormatList).formats).toEqual([]);

    const sid = await signInElsewhere('potter@example.com');
    const mine = (await t.app.inject({ url: '/api/event-format/my-formats', cookies: { sid } })).json() as EventFormatList;
    expect(mine.formats.map((f) => [f.id, f.claimed, f.mine])).toEqual([[made.id, true, true]]);
    const user = await t.app.inject({ url: '/api/users/currentUser', cookies: { sid } });
    expect(user.json()).toMatchObject({ isHost: true });
    // The key the first device holds opens nothing any more: the format is its host's.
    const byKey = await t.app.inject({ url: `/api/event-format/${made.id}`, headers: { 'draft-key': made.draftKey! } });
    expect(byKey.statusCode).toBe(404);
  });

  it('the device holding the key corrects a typo, and the next steps go to the corrected address', async () => {
    t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
    const made = await makeSignedOut('potter@exmaple.com');
    const correct = (key: string | undefined, email: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/event-format/${made.id}/host-email`,
        payload: { email },
        headers: key ? { 'draft-key': key } : {},
      });
    expect((await correct(undefined, 'thief@example.com')).statusCode).toBe(404);
    expect((await correct('not-the-key', 'thief@example.com')).statusCode).toBe(404);
    expect((await correct(made.draftKey!, 'not an address')).statusCode).toBe(400);
    const before = smtp.mails.length;
    const fixed = await correct(made.draftKey!, 'Potter@Example.com');
    expect(fixed.statusCode).toBe(200);
    expect((fixed.json() as EventFormatAnswer).format.id).toBe(made.id);
    expect((await smtp.nextMailTo('potter@example.com', before)).subject).toMatch(/^Next steps for your event format/);
    expect(smtp.mails.some((mail) => mail.to === 'thief@example.com')).toBe(false);

    const sid = await signInElsewhere('potter@example.com');
    const mine = (await t.app.inject({ url: '/api/event-format/my-formats', cookies: { sid } })).json() as EventFormatList;
    expect(mine.formats.map((f) => f.id)).toEqual([made.id]);
    // Claimed, the e-mail is the account's: the key corrects nothing any more.
    expect((await correct(made.draftKey!, 'other@example.com')).statusCode).toBe(404);
  });
});
