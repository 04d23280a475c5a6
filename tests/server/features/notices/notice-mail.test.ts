import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../../server/features/mail/mailer';
import { sendNoticeMails } from '../../../../server/features/notices/notice-mail';
import { createMember } from '../../../helpers/members';
import { startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp | undefined;
let smtp: SmtpListener | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
});

describe('notice e-mails', () => {
  it('are sent once even when two servers send at the same time', async () => {
    t = await buildTestApp();
    smtp = await startSmtpListener();
    const db = t.app.db;
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@example.com', db, log: t.app.log, now: () => new Date() });
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await createMember(db));
    const at = new Date().toISOString();
    for (const member of members) {
      const notice = { userId: member.email, week: '2026-11-19', kind: 'not-placed', groupId: null } as const;
      await t.app.repos.notices.add({ ...notice, title: 'No group this week', body: 'We could not place you this week.' }, at);
    }
    // Two senders (two servers' ticks) read the same unsent notices; each notice must go out once.
    const sent = await Promise.all(
      [1, 2].map(() => sendNoticeMails(t!.app.repos.notices, mailer, 'http://localhost', t!.app.log, () => new Date())),
    );
    expect(sent[0]! + sent[1]!).toBe(6);
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual(members.map((member) => member.email).sort());
    const notices = await t.app.repos.notices.ofWeek('2026-11-19');
    expect([notices.length, notices.filter((notice) => notice.emailedAt === null)]).toEqual([6, []]);
    await mailer.close();
  });
});
