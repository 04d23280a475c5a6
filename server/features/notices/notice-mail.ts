import { CANT_MAKE_IT_PARAM } from '../../../shared/groups';
import { POETRY_NIGHT_JOIN_PATH } from '../../../shared/poetry-night-evenings';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { NoticesRepo, UnsentNotice } from './repo';

const BATCH = 50;
/** Longer than a mail server may take to accept one mail (nodemailer's timeouts are a few minutes). */
const MAIL_CLAIM_MS = 15 * 60 * 1000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Sends the e-mail of every notice that has not gone out yet. A notice is marked sent only after the mail server
 * took it, so a crash between commit and send loses nothing (the next run sends it); a failing address is retried a
 * few times, then left to the app.
 */
export async function sendNoticeMails(
  repo: NoticesRepo,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
  now: () => Date,
  /** The calendar invite a notice's mail carries, if any (a meetup reminder's). */
  calendarFor: (notice: UnsentNotice) => Promise<string | null> = async () => null,
  /** Whether the member wants this notice's kind by e-mail (their notification settings); yes by default. */
  wantsEmail: (notice: UnsentNotice) => Promise<boolean> = async () => true,
): Promise<number> {
  let sent = 0;
  // Each notice is tried once per run; one that fails waits for the next run (the scheduler's next tick).
  const tried = new Set<string>();
  for (;;) {
    const batch = (await repo.unsent(BATCH + tried.size)).filter((notice) => !tried.has(notice.id));
    if (batch.length === 0) return sent;
    let failures = 0;
    for (const notice of batch) {
      tried.add(notice.id);
      // Switched off for this kind: skipped, so it is not read again on every run.
      if (!(await wantsEmail(notice))) {
        await repo.skipEmail(notice.id, now().toISOString());
        continue;
      }
      // Another server is sending it (or sent it) since the list was read.
      if (!(await repo.claimAttempt(notice.id, now(), new Date(now().getTime() + MAIL_CLAIM_MS)))) continue;
      // A charge is disputed from its notice on /home (the group's page is gone once the meetup is settled).
      const link = `${publicUrl}${notice.groupId && notice.kind !== 'deposit-charged' ? '/group' : '/home'}`;
      // The reminder carries a way out that frees the place for someone else in time (it asks first, on /group); a
      // poetry night seat is given back by taking the Friday off on the poetry night page.
      const cantMakeIt =
        notice.kind === 'meetup-reminder'
          ? `${publicUrl}/group?${CANT_MAKE_IT_PARAM}`
          : notice.kind === 'poetry-night-seated'
            ? `${publicUrl}${POETRY_NIGHT_JOIN_PATH}`
            : null;
      try {
        const calendar = await calendarFor(notice);
        await mailer.send({
          ...(calendar ? { calendar } : {}),
          to: notice.email,
          subject: notice.title,
          text: `${notice.body}\n\nopen the app: ${link}\n${cantMakeIt ? `can't make it? release your place: ${cantMakeIt}\n` : ''}`,
          html:
            `<p>${escapeHtml(notice.body)}</p><p><a href="${escapeHtml(link)}">open the app</a></p>` +
            (cantMakeIt ? `<p><a href="${escapeHtml(cantMakeIt)}">can't make it? release your place</a></p>` : ''),
        });
        await repo.markEmailed(notice.id, now().toISOString());
        sent++;
      } catch (error) {
        failures++;
        log.warn({ err: error, notice: notice.id }, 'could not send a notice e-mail; it will be retried');
      }
    }
    // Every mail in this batch failed: the mail server is likely down; try again on the next tick.
    if (failures === batch.length) return sent;
  }
}
