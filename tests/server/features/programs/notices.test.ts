import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { formatNoticesRepo } from '../../../../server/features/programs/notices-repo';
import { journeyPhases } from '../../../../server/features/programs/phases';
import { createMailer } from '../../../../server/features/mail/mailer';
import type { TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { formatJourney } from '../../../helpers/format-journey';
import { fakeClock } from '../../../helpers/members';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Everyone is told each outcome of a format once, in the app and by e-mail (a real SMTP listener), the notice written
// in the transaction of the change it tells of; and until a person has paid, their mails carry only our words.
let t: TestApp;
let smtp: SmtpListener;
let other: FastifyInstance | undefined;
let app: () => FastifyInstance = () => t.app;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => {
  await other?.close();
  other = undefined;
  await t?.close();
  app = () => t.app;
});

const clock = fakeClock('2026-11-24T15:00:00Z');
const j = formatJourney(() => app(), clock.now);
/** A mail server that refuses every connection. */
const NO_MAIL_SERVER = 'smtp://127.0.0.1:1';

async function start(smtpUrl = smtp.url) {
  clock.set('2026-11-24T15:00:00Z');
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtpUrl } });
}

const noticesOf = (formatId: string) => formatNoticesRepo(app().db).mailLog(formatId);
/**
 * Waits until every notice of the format is mailed ("I'm interested" mails without making its answer wait). Vitest's
 * poll gives up after 1 s; on a busy machine an SMTP round trip per mail can take longer, so this waits up to 15 s.
 */
const allMailed = (formatId: string) =>
  expect.poll(async () => (await noticesOf(formatId)).filter((n) => n.emailedAt === null), { timeout: 15_000 }).toEqual([]);
/** The mails to these addresses, but for the host's "next steps" on publishing (not an outcome of the format). */
const mailsTo = (emails: readonly string[]) =>
  smtp.mails.filter((mail) => emails.includes(mail.to) && !mail.subject.startsWith('Next steps for your event format'));
const pairs = (rows: readonly { email?: string; to?: string; subject: string }[]) =>
  rows.map((row) => `${row.email ?? row.to} ${row.subject}`).sort();

/** Two more servers on the same database, each with its own cycle of the formats (as cycle-runner.ts makes it). */
function twoServers() {
  const servers = [1, 2].map(() =>
    journeyPhases({
      db: t.app.db,
      now: clock.now,
      mailer: createMailer({ smtpUrl: smtp.url, from: 'programs@example.com', db: t.app.db, log: t.app.log, now: clock.now }),
      publicUrl: t.config.publicUrl,
      taxRates: t.config.taxRates,
      tickets: t.app.deposits.tickets,
      log: t.app.log,
    }),
  );
  return () => Promise.all(servers.map((server) => server.tick()));
}

describe('the notices of a format', () => {
  it('tells every outcome once to each person and the host, by e-mail and in the app, when two servers run each step at once', async () => {
    await start();
    const s = await j.publish({}, { hostApproval: false, dropoutStrategy: 'fill-from-waitlist' });
    const people = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
    const [ana, ben, cleo, dev, eli] = people as [TestAccount, TestAccount, TestAccount, TestAccount, TestAccount];
    const bothTick = twoServers();
    // The clock jumps days ahead: first let the mails under way finish (a claim on a mail lasts 15 minutes).
    await allMailed(s.id);

    // The interest period ends; both servers' ticks close it (one step: everyone is told once that picks are open).
    clock.set('2026-12-01T16:00:00Z');
    await bothTick();
    await j.signInAgain();
    expect((await j.journeyOf(s, ana)).phase).toBe('selection');
    await j.allPick(s, [ana, ben, cleo, dev]);
    clock.set('2026-12-03T17:00:00Z');
    await bothTick();
    expect((await j.people(s)).groups).toHaveLength(1);

    // Paying, replayed with its key: one confirmation, one notice to the host.
    const key = crypto.randomUUID();
    expect((await j.pay(s, ana, key)).status).toBe(200);
    expect((await j.pay(s, ana, key)).status).toBe(200);
    // Ben gives his place up (unpaid); Eli, first on the waitlist, moves up.
    expect((await j.call('POST', `/api/event-format/${s.id}/decline`, ben)).status).toBe(200);
    expect((await j.journeyOf(s, eli)).me!.status).toBe('selected');
    for (const person of [cleo, dev]) expect((await j.pay(s, person)).status).toBe(200);
    // The confirmation period ends with three paid of the four a group needs: Eli is dropped, the group called off.
    clock.set('2026-12-06T18:00:00Z');
    await bothTick();
    await bothTick();
    expect((await j.people(s)).groups[0]!.status).toBe('cancelled');
    await allMailed(s.id);

    const told = (who: { email: string }) => noticesOf(s.id).then((rows) => rows.filter((n) => n.email === who.email).map((n) => n.kind));
    expect(await told(ana)).toEqual(['group-cancelled', 'interest', 'paid', 'selected', 'selection-open']);
    expect(await told(ben)).toEqual(['gave-up', 'interest', 'selected', 'selection-open']);
    expect(await told(eli)).toEqual(['dropped', 'interest', 'moved-up', 'selection-open', 'waitlisted']);
    expect(await told(s.host)).toEqual(['host-called-off', 'host-dropout', 'host-dropout', 'host-payment', 'host-payment', 'host-payment']);
    // Each notice went out once, to its one recipient, and no mail went out that is not a notice.
    const everyone = [...people.map((p) => p.email), s.host.email];
    expect(pairs(mailsTo(everyone))).toEqual(pairs(await noticesOf(s.id)));
    expect(mailsTo(everyone).every((mail) => !mail.to.includes(','))).toBe(true);

    const cancelled = mailsTo([ana.email]).find((mail) => mail.subject === 'Your group was called off')!;
    expect(cancelled.text).toContain('Your payment of $45.00 CAD is refunded in full to your card.');
    expect(mailsTo([eli.email]).find((mail) => mail.subject === 'A place opened up for you')!.text).toContain('paying $45.00');
    expect(mailsTo([s.host.email]).find((mail) => mail.subject.startsWith('A payment for'))!.text).toContain(
      'paid $45.00 CAD for their place; your share is $36.00 CAD',
    );
    // The same words in the app, newest first.
    const shown = (await j.journeyOf(s, ana)).me!.notices;
    expect(shown.map((n) => n.kind).sort()).toEqual(['group-cancelled', 'interest', 'paid', 'selected', 'selection-open']);
    expect(shown.find((n) => n.kind === 'group-cancelled')!.body).toContain('$45.00 CAD is refunded in full');
  });

  it('low interest: the period is extended once, then the format is called off; everyone and the host told once each', async () => {
    await start();
    const s = await j.publish({}, { hostApproval: false, lowInterestStrategy: 'extend-period' });
    const people = await j.interested(s, ['Ana', 'Ben']);
    const bothTick = twoServers();
    await allMailed(s.id);

    // Two of the four a group needs when the period ends: seven more days, said to both and to the host.
    clock.set('2026-12-01T16:00:00Z');
    await bothTick();
    await bothTick();
    await j.signInAgain();
    expect((await j.journeyOf(s, people[0])).phase).toBe('interest');
    await allMailed(s.id);
    const more = mailsTo([people[1]!.email]).filter((mail) => mail.subject === 'More time for an event you are interested in');
    expect(more).toHaveLength(1);
    expect(mailsTo([s.host.email]).filter((mail) => mail.subject.startsWith('Low interest in'))).toHaveLength(1);

    // Still two when the longer period ends: called off for good, each told once; the host too.
    clock.set('2026-12-08T17:00:00Z');
    await bothTick();
    await bothTick();
    await j.signInAgain();
    expect((await j.journeyOf(s, people[0])).phase).toBe('cancelled');
    await allMailed(s.id);
    const told = (who: { email: string }) => noticesOf(s.id).then((rows) => rows.filter((n) => n.email === who.email).map((n) => n.kind));
    for (const person of people) expect(await told(person)).toEqual(['cancelled', 'extended', 'interest']);
    expect(await told(s.host)).toEqual(['host-called-off', 'host-extended']);
    const everyone = [...people.map((p) => p.email), s.host.email];
    expect(pairs(mailsTo(everyone))).toEqual(pairs(await noticesOf(s.id)));
    const calledOff = mailsTo([people[0]!.email]).find((mail) => mail.subject === 'An event you were interested in was called off')!;
    expect(calledOff.text).toContain('Nothing was charged.');
    // Cancelled, not active: gone from /programs.
    const listed = await j.call<{ formats: { id: string }[] }>('GET', '/api/event-format/search', undefined);
    expect(listed.body.formats.map((f) => f.id)).not.toContain(s.id);
  });

  it('groups waiting for review: the host is told once, however many servers close the selection window', async () => {
    await start();
    const s = await j.publish({}, { hostApproval: true });
    const people = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev']);
    const bothTick = twoServers();
    await allMailed(s.id);
    clock.set('2026-12-01T16:00:00Z');
    await bothTick();
    await j.signInAgain();
    await j.allPick(s, people);
    clock.set('2026-12-03T17:00:00Z');
    await bothTick();
    await bothTick();
    expect((await j.people(s)).phase).toBe('review');
    await allMailed(s.id);
    const review = mailsTo([s.host.email]).filter((mail) => mail.subject.startsWith('Groups are ready for your review'));
    expect(review).toHaveLength(1);
    expect((await noticesOf(s.id)).filter((n) => n.email === s.host.email).map((n) => n.kind)).toEqual(['host-review']);
  });

  it('a notice whose mail could not go out is mailed once by a later tick, from any server', async () => {
    await start(NO_MAIL_SERVER);
    const s = await j.publish();
    const people = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev']);
    expect((await j.advance(s)).phase).toBe('selection');
    // Every notice is written; each mail was tried once and failed.
    const attempts = async () => (await noticesOf(s.id)).filter((row) => row.emailedAt === null).map((row) => row.emailAttempts);
    await expect.poll(attempts, { timeout: 15_000 }).toEqual(Array(8).fill(1));
    await t.app.close();

    // Another server, with a mail server that works: the failed attempts' claims hold for a while, then lapse.
    other = await buildApp({ config: { ...t.config, smtpUrl: smtp.url }, now: clock.now });
    app = () => other!;
    await other.cycle.tick();
    expect(mailsTo(people.map((p) => p.email))).toEqual([]);
    clock.set(new Date(clock.now().getTime() + 16 * 60_000).toISOString());
    await other.cycle.tick();
    await other.cycle.tick();
    const mails = mailsTo(people.map((p) => p.email));
    expect(pairs(mails)).toEqual(pairs(await noticesOf(s.id)));
    expect(mails).toHaveLength(8);
  });

  it('until a person has paid, their mails and notices carry only our words: no title, no host words, nobody else', async () => {
    await start();
    const base = eventFormatPayload({}, '2026-12-30');
    const s = await j.publish(
      {
        title: 'Zq7 verify your account',
        description: 'Zq7 description',
        venue: { ...base.venue, venueDetails: 'Zq7 Kiln Lane 12' },
        requirements: ['Zq7 apron'],
        pricing: { ...base.pricing!, notes: 'Zq7 clay' },
      },
      { hostApproval: false, dropoutStrategy: 'fill-from-waitlist' },
    );
    const names = ['Ana Yx1', 'Ben Yx2', 'Cleo Yx3'];
    const [ana, ben, cleo] = (await j.interested(s, names)) as [TestAccount, TestAccount, TestAccount];
    // Low interest: the interest period is extended, then two more people come.
    expect((await j.advance(s)).phase).toBe('interest');
    const later = ['Dev Yx4', 'Eli Yx5'];
    const [dev, eli] = (await j.interested(s, later)) as [TestAccount, TestAccount];
    await j.advance(s);
    await j.allPick(s, [ana, ben, cleo, dev]);
    await j.advance(s);
    expect((await j.pay(s, ana)).status).toBe(200);
    expect((await j.call('POST', `/api/event-format/${s.id}/decline`, ben)).status).toBe(200);
    await j.advance(s);
    await allMailed(s.id);

    const unpaid = [ben, cleo, dev, eli];
    const everyone = [ana, ...unpaid];
    const theirs = mailsTo(unpaid.map((p) => p.email));
    expect(new Set(theirs.map((m) => m.subject))).toEqual(
      new Set([
        "You're on the list for an event",
        'More time for an event you are interested in',
        "Pick who you'd like to meet",
        "You're in a group: confirm your place",
        "You're on the waitlist",
        'Your place is cancelled',
        'A place opened up for you',
        'Your place went to someone else',
      ]),
    );
    const carries = (mail: ReceivedMail, text: string) =>
      [mail.subject, mail.text, mail.html, mail.calendar ?? ''].some((p) => p.includes(text));
    for (const mail of theirs) {
      expect(carries(mail, 'Zq7'), `${mail.subject} to ${mail.to}`).toBe(false);
      expect(mail.text).toContain(`/program/${s.id}`);
    }
    for (const person of unpaid) expect(JSON.stringify((await j.journeyOf(s, person)).me!.notices)).not.toContain('Zq7');
    // Once paid, the address is proven: the confirmation names the format and where it meets.
    const confirmation = mailsTo([ana.email]).find((m) => m.subject === 'Your place is confirmed')!;
    expect(confirmation.text).toContain('"Zq7 verify your account"');
    expect(confirmation.text).toContain('Where: Zq7 Kiln Lane 12');
    // No mail, to anyone, names a participant or carries another address than its recipient's.
    for (const mail of mailsTo([...everyone.map((p) => p.email), s.host.email])) {
      for (const name of [...names, ...later]) expect(carries(mail, name.split(' ')[1]!)).toBe(false);
      for (const person of everyone) if (person.email !== mail.to) expect(carries(mail, person.email)).toBe(false);
    }

    // A deleted account's notices go with it.
    const deleted = await j.call('POST', '/api/users/me/delete', ben, { email: ben.email }, { 'idempotency-key': crypto.randomUUID() });
    expect(deleted.status).toBe(200);
    expect((await formatNoticesRepo(app().db).mailLog()).filter((notice) => notice.email === ben.email)).toEqual([]);
  });

  it("lists a person's and the host's notices in the app, each marked read by its own reader only; completion with totals", async () => {
    await start();
    const s = await j.publish({ sessions: { count: 2, everyDays: 7 } }, { hostApproval: false });
    const people = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
    await j.advance(s);
    await j.allPick(s, people);
    await j.advance(s);
    for (const person of people) expect((await j.pay(s, person)).status).toBe(200);
    const declined = await j.call('POST', `/api/event-format/${s.id}/decline`, people[4]);
    expect(declined.status).toBe(200);
    await j.advance(s);
    // After the last session the format is complete: the host is told the totals.
    clock.set('2027-01-07T12:00:00Z');
    await j.signInAgain();
    expect((await j.advance(s)).phase).toBe('held');

    const hostNotices = (await j.people(s)).notices;
    expect(hostNotices.map((n) => n.kind).sort()).toEqual([
      'host-completed',
      'host-dropout',
      'host-payment',
      'host-payment',
      'host-payment',
      'host-payment',
      'host-payment',
    ]);
    const completed = hostNotices.find((n) => n.kind === 'host-completed')!;
    expect(completed.body).toContain('People: 4 paid in 1 group');
    expect(completed.body).toContain('Sessions held: 2');
    // Five tickets of $90 (two sessions at $45), one given up and refunded in full (flexible, over 48 hours before).
    expect(completed.body).toContain('Ticket sales: $450.00 CAD\nRefunds: $90.00 CAD\nPlatform fee: $72.00 CAD\nYour share: $288.00 CAD');
    expect(hostNotices.find((n) => n.kind === 'host-dropout')!.body).toContain('$90.00 CAD was refunded to them');

    // Read marks: the host's own notice by the host; a participant's by that participant; nobody else's.
    const read = (who: (typeof people)[number] | undefined, id: string) =>
      j.call('POST', `/api/event-format/${s.id}/notices/${encodeURIComponent(id)}/read`, who);
    expect((await read(people[0], completed.id)).status).toBe(404);
    expect((await read(s.host, completed.id)).status).toBe(204);
    expect((await read(s.host, completed.id)).status).toBe(204);
    expect((await j.people(s)).notices.find((n) => n.id === completed.id)!.readAt).toBe(clock.now().toISOString());
    const [first] = (await j.journeyOf(s, people[0])).me!.notices;
    expect((await read(people[1], first!.id)).status).toBe(404);
    expect((await read(s.host, first!.id)).status).toBe(404);
    expect((await read(people[0], first!.id)).status).toBe(204);
    expect((await j.journeyOf(s, people[0])).me!.notices.find((n) => n.id === first!.id)!.readAt).not.toBeNull();
  });
});
