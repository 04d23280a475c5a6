import type { FastifyBaseLogger } from 'fastify';
import { HOST_NOTICE_KINDS, type HostNoticeKind, type ParticipantNoticeKind } from '../../../shared/format-notices';
import type { Mail, Mailer } from '../mail/mailer';
import { HOST_ACTIONS } from './host-words';
import type { FormatNoticesRepo, UnsentFormatNotice } from './notices-repo';
import { PARTICIPANT_ACTIONS } from './participant-words';

const BATCH = 50;
/** Longer than a mail server may take to accept one mail (nodemailer's timeouts are a few minutes). */
const MAIL_CLAIM_MS = 15 * 60_000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const isHost = (kind: string): kind is HostNoticeKind => (HOST_NOTICE_KINDS as readonly string[]).includes(kind);

/** A notice as its one recipient's e-mail: the notice's words, its link, and its calendar invite if it has one. */
export function noticeMail(notice: UnsentFormatNotice): Mail {
  const action = isHost(notice.kind) ? HOST_ACTIONS[notice.kind] : PARTICIPANT_ACTIONS[notice.kind as ParticipantNoticeKind];
  const paragraphs = notice.body.split('\n\n').map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return {
    to: notice.email,
    subject: notice.subject,
    text: ['Hello,', '', notice.body, '', `${action}: ${notice.link}`].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#292524">
<p>Hello,</p>
${paragraphs.join('\n')}
<p><a href="${escapeHtml(notice.link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#9a3412;color:#fff;text-decoration:none">${escapeHtml(action)}</a></p>
</body></html>`,
    ...(notice.calendar ? { calendar: notice.calendar } : {}),
  };
}

/**
 * Mails every notice not mailed yet (of one format, or all): each is claimed for one attempt before it goes out and
 * marked sent once the mail server took it, so a crash between a step's commit and its mail loses nothing (the next
 * run sends it) and two servers never both send one. A failing address is tried again on later runs, a few times.
 */
export async function mailFormatNotices(
  repo: FormatNoticesRepo,
  mailer: Mailer,
  now: () => Date,
  log: FastifyBaseLogger | undefined,
  formatId?: string,
  /** Whether the recipient wants programs' news by e-mail (their notification settings); yes by default. */
  wantsEmail: (email: string) => Promise<boolean> = async () => true,
): Promise<number> {
  let sent = 0;
  for (;;) {
    // A notice tried in this run is claimed until later, so it is not listed again.
    const batch = await repo.unsent(now(), BATCH, formatId);
    if (batch.length === 0) return sent;
    let failures = 0;
    for (const notice of batch) {
      // Switched off: skipped, so it is not listed again (the notice still shows in the app, and is pushed).
      if (!(await wantsEmail(notice.email))) {
        await repo.skipEmail(notice.id, now().toISOString());
        continue;
      }
      if (!(await repo.claim(notice.id, now(), new Date(now().getTime() + MAIL_CLAIM_MS)))) continue;
      try {
        await mailer.send(noticeMail(notice));
        await repo.markEmailed(notice.id, now().toISOString());
        sent++;
      } catch (error) {
        failures++;
        log?.warn({ err: error, notice: notice.id }, 'could not send a format notice e-mail; it will be retried');
      }
    }
    // Every mail of the batch failed: the mail server is likely down; the next run tries again.
    if (failures === batch.length) return sent;
  }
}
