import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SelectionCards } from '../../../../shared/format-journey-contract';
import { HOST_MESSAGE, NOTICE_COPY } from '../../../../shared/format-notices';
import { formatNoticesRepo } from '../../../../server/features/programs/notices-repo';
import type { TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { formatJourney, type PublishedFormat } from '../../../helpers/format-journey';
import { fakeClock } from '../../../helpers/members';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The host writes to the paid participants of one group or of the whole format: one mail per person (nobody sees
// another's address) and a notice in the app; replayed requests send nothing twice; ten messages a day per format.
let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');
const j = formatJourney(() => t.app, clock.now);

/** Two groups of four (people of one never want to meet the other's), three paid in the first, one in the second. */
async function twoGroups() {
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
  clock.set('2026-11-24T15:00:00Z');
  const base = eventFormatPayload({}, '2026-12-30');
  const s = await j.publish(
    { possibleDates: [...base.possibleDates, { date: '2027-01-06', time: '10:00-13:00' }] },
    { hostApproval: false, multipleGroups: true, maxGroups: 2 },
  );
  const first = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev']);
  const second = await j.interested(s, ['Eve', 'Fay', 'Gus', 'Hal']);
  await j.advance(s);
  for (const mine of [first, second]) {
    const names = new Set(mine.map((p) => p.email.split('-')[0]));
    for (const person of mine) {
      const cards = (await j.call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, person)).body.cards;
      for (const card of cards) {
        const level = names.has(card.name.toLowerCase()) ? 4 : 0;
        expect((await j.call('PUT', `/api/event-format/${s.id}/picks/${card.id}`, person, { level })).status).toBe(204);
      }
    }
  }
  const groups = (await j.advance(s)).groups;
  expect(groups.map((g) => g.status)).toEqual(['confirmed', 'confirmed']);
  const payers = [first[0]!, first[1]!, first[2]!, second[0]!];
  for (const person of payers) expect((await j.pay(s, person)).status).toBe(200);
  const people = await j.people(s);
  const groupOf = (who: TestAccount) => people.participants.find((p) => p.name.toLowerCase() === who.email.split('-')[0])!.groupId!;
  return { s, first, second, payers, groupId: groupOf(first[0]!), otherGroupId: groupOf(second[0]!) };
}

/** The host's messages written as notices, one per recipient, in every format. */
const messagesWritten = async () => (await formatNoticesRepo(t.app.db).mailLog()).filter((notice) => notice.kind === 'message').length;

const message = (s: PublishedFormat, who: TestAccount | undefined, body: unknown, key = crypto.randomUUID()) =>
  j.call<{ sent: number; message?: string; code?: string; fields?: Record<string, string> }>(
    'POST',
    `/api/event-format/${s.id}/message`,
    who,
    body,
    { 'idempotency-key': key },
  );
const messagesTo = (who: TestAccount) => smtp.mails.filter((mail) => mail.to === who.email && mail.subject === 'A message from your host');

describe("the host's message to participants", () => {
  it('goes to each paid person of the group, or of the format, once, by e-mail and in the app, and to nobody else', async () => {
    const { s, first, second, payers, groupId } = await twoGroups();
    const [ana, ben, cleo, dev] = first as [TestAccount, TestAccount, TestAccount, TestAccount];
    const text = 'Bring an apron on Wednesday.\nThe side door is open from 9:45.';
    const key = crypto.randomUUID();
    const sent = await message(s, s.host, { groupId, text }, key);
    expect([sent.status, sent.body]).toEqual([200, { sent: 3 }]);
    // A replay answers the same and sends nothing more; the same key for another message is refused.
    const replay = await message(s, s.host, { groupId, text }, key);
    expect([replay.status, replay.raw, replay.headers['idempotent-replayed']]).toEqual([200, sent.raw, 'true']);
    expect((await message(s, s.host, { groupId, text: 'another' }, key)).status).toBe(422);

    for (const person of [ana, ben, cleo]) {
      const mails = messagesTo(person);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`The host of "Sourdough for beginners" wrote:\n\n${text}`);
      // One recipient per mail; nobody else's address in it.
      expect(mails[0]!.to).toBe(person.email);
      for (const other of [...first, ...second])
        if (other !== person) expect(`${mails[0]!.text}${mails[0]!.html}`).not.toContain(other.email);
    }
    // Dev has not paid (his address is not proven), Eve is in the other group.
    expect(messagesTo(dev)).toEqual([]);
    expect(messagesTo(second[0]!)).toEqual([]);
    expect((await j.journeyOf(s, ana)).me!.notices.filter((n) => n.kind === 'message').map((n) => n.body)).toEqual([
      `The host of "Sourdough for beginners" wrote:\n\n${text}`,
    ]);

    // The whole format: every paid person, in both groups.
    expect((await message(s, s.host, { groupId: null, text: 'See you all soon.' })).body).toEqual({ sent: 4 });
    for (const person of payers) expect(messagesTo(person)).toHaveLength(person === payers[3] ? 1 : 2);
    expect(messagesTo(dev)).toEqual([]);
  });

  it('only the host, with a message of 1-2000 characters, to a group of the format with someone paid', async () => {
    const { s, first, second, otherGroupId } = await twoGroups();
    expect((await message(s, first[0], { groupId: null, text: 'hello' })).status).toBe(404);
    const blank = await message(s, s.host, { groupId: null, text: '   ' });
    expect([blank.status, blank.body.code, blank.body.fields]).toEqual([400, 'validation-failed', { text: NOTICE_COPY.messageBlank }]);
    const long = await message(s, s.host, { groupId: null, text: 'x'.repeat(HOST_MESSAGE.max + 1) });
    expect([long.status, long.body.fields]).toEqual([400, { text: NOTICE_COPY.messageTooLong }]);
    const unknown = await message(s, s.host, { groupId: 'nope', text: 'hello' });
    expect([unknown.status, unknown.body.message]).toEqual([404, NOTICE_COPY.noSuchGroup]);
    // Nobody in the other group has paid once Eve gives her place up.
    expect((await j.call('POST', `/api/event-format/${s.id}/decline`, second[0])).status).toBe(200);
    const nobody = await message(s, s.host, { groupId: otherGroupId, text: 'hello' });
    expect([nobody.status, nobody.body.message]).toEqual([409, NOTICE_COPY.nobodyToMessage]);
    expect(await messagesWritten()).toBe(0);
  });

  it('ten messages a day per format, then a clear refusal with the wait; the next day it may write again', async () => {
    const { s, groupId } = await twoGroups();
    for (let n = 1; n <= 10; n++) expect((await message(s, s.host, { groupId, text: `message ${n}` })).status).toBe(200);
    const refused = await message(s, s.host, { groupId, text: 'one too many' });
    expect([refused.status, refused.body.code]).toEqual([429, 'rate-limited']);
    expect(refused.body.message).toBe(NOTICE_COPY.messageLimit('24 hours'));
    expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 60);
    expect(await messagesWritten()).toBe(30);
    clock.set(new Date(clock.now().getTime() + 24 * 60 * 60_000 + 1000).toISOString());
    await j.signInAgain();
    expect((await message(s, s.host, { groupId, text: 'a new day' })).status).toBe(200);
  });
});
