import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountDeleted, AccountDeletionPending, DeletionPlan } from '../../../shared/my-data-contract';
import type { Database } from '../../db/database';
import { idempotencyScopeOf } from '../../plugins/idempotency';
import type { Repos } from '../../plugins/repos';
import type { UserRow } from '../auth/repo';
import { formatNoticesRepo } from '../programs/notices-repo';
import { groupDeposit } from '../groups/group-deposit';
import { groupsService } from '../groups/service';
import type { Mailer } from '../mail/mailer';
import type { MediaStore } from '../media/media-store';
import { photoStore } from '../media/photo-store';
import type { Deposits } from '../payments/deposits';
import { videoStore } from '../videos/video-store';
import { deletionPlan, paymentGoingThrough } from './deletion-plan';
import type { DoneDeletion, PendingDeletion } from './deletions-repo';

/** The one e-mail a deleted account gets, to the address it had: our own words only. */
export const ACCOUNT_DELETED_MAIL = {
  subject: 'your account is deleted',
  text:
    'Your account and everything we kept about you are deleted: your profile and photo, your interests, your picks and ' +
    'the picks others made of you, your groups, notices and sign-ins.\n\n' +
    'Only the records of money (each deposit held, released or charged) are kept, without your name or e-mail address, ' +
    'because the law asks us to.\n\nThis is the last e-mail we send you. Thank you for the coffees.\n',
};
/** Tries at the e-mail before the address is forgotten without it (a mail server refusing it for days). */
const MAIL_ATTEMPTS = 5;
/** Longer than a mail server may take to accept one mail (as the notices' mail). */
const MAIL_CLAIM_MS = 15 * 60 * 1000;

export interface AccountDeletionsOptions {
  db: Database;
  repos: Repos;
  deposits: Deposits;
  dataDir: string;
  media: MediaStore;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Deleting an account (docs/decisions/0005-account-deletion-waits-for-money.md). Asked for, the account is closed at
 * once: signed out everywhere, no sign-in, its profile gone (so in no batch, matching or backfill), out of every
 * group still to meet; what can be released is released. It is deleted (deleteIfSettled) as soon as none of its money
 * is moving: at once, or by the scheduler's tick after the last settlement. Then its files and provider customer go
 * and it gets one e-mail. Each step can be repeated after a crash, and the deletion happens once.
 */
export function accountDeletions({ db, repos, deposits, dataDir, media, mailer, now, log }: AccountDeletionsOptions) {
  const { auth, myData, videos, push, accountDeletions: repo } = repos;
  const groups = groupsService(repos, now, groupDeposit(deposits));
  const photos = photoStore(media);
  const videoFiles = videoStore(dataDir, media);

  /**
   * Out of everything but money, inside the caller's transaction; again at every tick (a group the deadline step has
   * confirmed since is left then, a session a sign-in made at the very moment of closing goes).
   */
  async function withdraw(userId: string): Promise<void> {
    await auth.deleteSessionsOf(userId);
    // A closed account's devices are told nothing more.
    await push.removeAllOf(userId);
    await groups.leaveAll(userId);
    await deposits.cards.unscheduleAllOf(userId);
  }

  /** The provider is called: outside any transaction. The tick repeats it, so a failure is only logged. */
  async function releaseWhatCan(userId: string): Promise<void> {
    try {
      await deposits.holds.releaseExperienceHoldsOf(userId);
      await deposits.holds.releaseLeftGroups();
    } catch (error) {
      log.warn({ err: error }, "could not release a closing account's deposits; the next tick tries again");
    }
  }

  /** Deletes the account when none of its money is moving; true when this call deleted it. */
  async function deleteIfSettled(pending: PendingDeletion): Promise<boolean> {
    const { id, userId, email } = pending;
    const deleted = await db.transaction(
      async () => {
        // Once settled, a closed account's money stays settled: nothing can hold a deposit for it any more.
        if ((await myData.depositsInFlight(userId)) > 0 || (await myData.tipsInFlight(userId)) > 0) return false;
        const photo = await myData.photoOf(userId);
        const files = {
          photos: [...pending.files.photos, ...(photo ? [photo] : [])],
          videos: (await videos.ofUser(userId)).map(({ file, posterFile }) => ({ file, posterFile })),
        };
        const at = now().toISOString();
        if (!(await repo.markDeleted(id, at, files, await deposits.cards.customerOf(userId)))) return false;
        await myData.deleteAccount(userId, email, idempotencyScopeOf(userId), { formerMember: randomUUID(), at });
        await formatNoticesRepo(db).forget(email);
        return true;
      },
      { durable: true },
    );
    if (deleted) await tidy((await repo.done()).find((row) => row.id === id));
    return deleted;
  }

  /** After the commit: a crash before this leaves the row, and the next tick does it again. */
  async function tidy(row: DoneDeletion | undefined): Promise<void> {
    if (!row || (!row.customerRef && !row.files.photos.length && !row.files.videos.length)) return;
    for (const photo of row.files.photos) await photos.remove(photo);
    for (const video of row.files.videos) await videoFiles.remove(video.file, video.posterFile);
    if (row.customerRef) await deposits.cards.forgetCustomer(row.customerRef);
    await repo.tidied(row.id);
  }

  /** The one e-mail of each deletion done; then the row, and the address with it, goes. */
  async function mailDone(): Promise<number> {
    let sent = 0;
    for (const row of await repo.done()) {
      try {
        await tidy(row);
      } catch (error) {
        log.warn({ err: error }, "could not remove a deleted account's files; the next tick tries again");
        continue;
      }
      if (!(await repo.claimMail(row.id, now(), new Date(now().getTime() + MAIL_CLAIM_MS)))) continue;
      try {
        await mailer.send({ to: row.email, subject: ACCOUNT_DELETED_MAIL.subject, text: ACCOUNT_DELETED_MAIL.text, html: htmlOf() });
        await repo.forget(row.id);
        sent++;
      } catch (error) {
        log.warn({ err: error }, 'could not send the e-mail of a deleted account; it will be retried');
        if (row.mailAttempts + 1 >= MAIL_ATTEMPTS) await repo.forget(row.id);
      }
    }
    return sent;
  }

  return {
    /** What deleting would do now, for the member to read before they confirm. */
    plan: (userId: string): Promise<DeletionPlan> => deletionPlan(repos, deposits, userId, now()),

    /** The member confirmed: closes the account, releases what can be, and deletes it if nothing waits. */
    async request(user: UserRow): Promise<AccountDeleted | AccountDeletionPending> {
      // Told in the member's city's time: read before their profile goes.
      const { timeZone } = await deletionPlan(repos, deposits, user.id, now());
      const photo = await db.transaction(async () => {
        const photoFile = await myData.photoOf(user.id);
        await auth.close(user.id, now().toISOString());
        await repo.open(user.id, user.email, now().toISOString(), photoFile ? [photoFile] : []);
        await withdraw(user.id);
        await myData.withdraw(user.id);
        return photoFile;
      });
      // Nobody can see it any more; the deletion removes it again if this is lost in a crash.
      if (photo) await photos.remove(photo);
      await releaseWhatCan(user.id);
      const pending = await repo.pendingOf(user.id);
      if (!pending || (await deleteIfSettled(pending))) return { deleted: true };
      const after = await deletionPlan(repos, deposits, user.id, now());
      // A deposit that could have been released but was not (the provider did not answer) waits for the next tick.
      const waits = [
        ...after.waits,
        ...after.released.map(({ amountCents, currency }) => paymentGoingThrough({ amountCents, currency }, now())),
      ];
      const deletesBy = waits
        .map((wait) => wait.until)
        .sort()
        .at(-1);
      // Nothing waits: another process (a second request, the tick) deleted it at this very moment.
      if (!deletesBy) return { deleted: true };
      return { deleted: false, deletesBy, timeZone, waits };
    },

    /**
     * The scheduler's step, after the deposits' settlement: every closed account is withdrawn again, its deposits
     * released where they can be, and deleted once settled; then what follows each deletion, e-mail last. Answers how
     * many accounts it deleted and how many e-mails it sent.
     */
    async finishPending(): Promise<{ deleted: number; mailed: number }> {
      let deleted = 0;
      for (const pending of await repo.pending()) {
        try {
          await db.transaction(() => withdraw(pending.userId));
          await releaseWhatCan(pending.userId);
          if (await deleteIfSettled(pending)) deleted++;
        } catch (error) {
          log.error({ err: error }, 'could not finish the deletion of an account; the next tick tries again');
        }
      }
      return { deleted, mailed: await mailDone() };
    },
  };
}

export type AccountDeletions = ReturnType<typeof accountDeletions>;

function htmlOf(): string {
  return ACCOUNT_DELETED_MAIL.text
    .trim()
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}
