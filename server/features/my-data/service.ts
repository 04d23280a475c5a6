import { randomUUID } from 'node:crypto';
import { DELETE_CONFIRMATION_MESSAGE } from '../../../shared/my-data';
import type { Registration } from '../../../shared/experiences-contract';
import type { AccountDeleted, MyData } from '../../../shared/my-data-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { idempotencyScopeOf } from '../../plugins/idempotency';
import type { Repos } from '../../plugins/repos';
import type { UserRow } from '../auth/repo';
import { inviteOf } from '../invites/service';
import type { PhotoStore } from '../media/photo-store';
import { ownVideoOf } from '../videos/own-video';
import type { VideoStore } from '../videos/video-store';
import { ownProfileOf } from '../profiles/own-profile';

/** Said when a deposit is still on hold: deleting now would leave money moving for a person nobody can reach. */
export const DEPOSIT_ON_HOLD_MESSAGE =
  'A deposit of yours is still on hold. You can delete your account once it is released or charged: the day after your meetup, or as soon as you withdraw.';
const DEPOSIT_ON_HOLD = () => new AppError('deposit-on-hold', 409, DEPOSIT_ON_HOLD_MESSAGE);
/** A tip whose payment a crash or a lost answer left unsettled: the tick settles it within minutes. */
export const TIP_BEING_PAID_MESSAGE = 'A tip of yours is still being paid. Try again in a few minutes, once it has gone through.';
const TIP_BEING_PAID = () => new AppError('deposit-on-hold', 409, TIP_BEING_PAID_MESSAGE);

const NOT_CONFIRMED = () =>
  new AppError('validation-failed', 400, 'Some fields need another look.', { email: DELETE_CONFIRMATION_MESSAGE });

/** The export of everything stored about a member, and deleting their account. */
export function myDataService(
  db: Database,
  repos: Repos,
  files: { photos: PhotoStore; videos: VideoStore },
  now: () => Date,
  registrations: { mine(userId: string): Promise<Registration[]> },
  cards: { customerOf(userId: string): Promise<string | null>; forgetCustomer(customerRef: string): Promise<void> },
) {
  const { myData, profiles, interests, invites, journey, videos, experiences, poetryNightEvenings } = repos;
  const { photos } = files;
  const ownProfile = async (userId: string) => {
    const record = await profiles.find(userId);
    return record ? ownProfileOf(record, await interests.listFor(userId)) : null;
  };

  return {
    async exportFor(user: UserRow): Promise<MyData> {
      const [identities, sessions, profile, picks, blocks, reports, groups, notices, ownInvites, roadmapCompletions, ownVideos] =
        await Promise.all([
          myData.identities(user.id),
          myData.sessions(user.id),
          ownProfile(user.id),
          myData.picks(user.id),
          myData.blocks(user.id),
          myData.reports(user.id),
          myData.groups(user.id),
          myData.notices(user.id),
          invites.own(user.id),
          journey.completionsOf(user.id),
          videos.ofUser(user.id),
        ]);
      const [
        experienceRegistrations,
        poetryNight,
        deposits,
        attendance,
        checkInTries,
        meetAgain,
        disputes,
        tips,
        seats,
        formatInterests,
        browsers,
      ] = await Promise.all([
        registrations.mine(user.id),
        experiences.poetryNightOf(user.id),
        myData.deposits(user.id),
        myData.attendance(user.id),
        repos.attendance.triesBy(user.id),
        myData.meetAgain(user.id),
        myData.disputes(user.id),
        myData.tips(user.id),
        poetryNightEvenings.mySeats(user.id),
        myData.formatInterests(user.email.trim().toLowerCase()),
        repos.codes.browsersOf(user.id),
      ]);
      return {
        exportedAt: now().toISOString(),
        account: { email: user.email, createdAt: user.createdAt, isHost: user.isHost },
        signIns: { identities, sessions, browsers },
        profile: profile ?? null,
        picks,
        blocks,
        reports,
        groups,
        notices,
        invites: ownInvites.map(inviteOf),
        roadmapCompletions,
        videos: ownVideos.map(ownVideoOf),
        experienceRegistrations,
        deposits,
        attendance,
        checkInTries,
        meetAgain,
        disputes,
        tips,
        poetryNight,
        poetryNightSeats: seats.map(({ friday, status }) => ({ friday, status })),
        formatInterests,
      };
    },
    /**
     * Deletes the account when `typedEmail` is its address, then its photo and video files. Money records stay, as the
     * law asks, without the person's identity (retained_money_records); an account whose deposit is still placing or
     * held is not deleted until that money has settled.
     */
    async deleteAccount(user: UserRow, typedEmail: string): Promise<AccountDeleted> {
      if (typedEmail.trim().toLowerCase() !== user.email.toLowerCase()) throw NOT_CONFIRMED();
      const { photoFile, ownVideos, customer } = await db.transaction(async () => {
        const photo = await myData.photoOf(user.id);
        const kept = await videos.ofUser(user.id);
        const customerRef = await cards.customerOf(user.id);
        if ((await myData.depositsInFlight(user.id)) > 0) throw DEPOSIT_ON_HOLD();
        if ((await myData.tipsInFlight(user.id)) > 0) throw TIP_BEING_PAID();
        const retained = { formerMember: randomUUID(), at: now().toISOString() };
        await myData.deleteAccount(user.id, user.email, idempotencyScopeOf(user.id), retained);
        return { photoFile: photo, ownVideos: kept, customer: customerRef };
      });
      // After the commit: a failed commit keeps the files its rows still point to.
      if (photoFile) await photos.remove(photoFile);
      for (const video of ownVideos) await files.videos.remove(video.file, video.posterFile);
      if (customer) await cards.forgetCustomer(customer);
      return { deleted: true };
    },
  };
}
