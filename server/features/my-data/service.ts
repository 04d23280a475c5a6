import { DELETE_CONFIRMATION_MESSAGE } from '../../../shared/my-data';
import type { Registration } from '../../../shared/experiences-contract';
import type { AccountDeleted, AccountDeletionPending, MyData } from '../../../shared/my-data-contract';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { UserRow } from '../auth/repo';
import { inviteOf } from '../invites/service';
import { ownVideoOf } from '../videos/own-video';
import { ownProfileOf } from '../profiles/own-profile';
import type { AccountDeletions } from './account-deletion';

const NOT_CONFIRMED = () =>
  new AppError('validation-failed', 400, 'Some fields need another look.', { email: DELETE_CONFIRMATION_MESSAGE });

/** The export of everything stored about a member, and deleting their account. */
export function myDataService(
  repos: Repos,
  now: () => Date,
  registrations: { mine(userId: string): Promise<Registration[]> },
  deletions: AccountDeletions,
) {
  const { myData, profiles, interests, invites, journey, videos, experiences, poetryNightEvenings } = repos;
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
        payoutAccount,
        transfers,
        payouts,
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
        repos.payouts.account(user.id),
        repos.payouts.transfersOfHost(user.id),
        repos.payouts.payoutsOf(user.id),
      ]);
      const [channels, namesOnLockScreen, devices, groupChats] = await Promise.all([
        repos.push.channelsOf(user.id),
        repos.push.namesOnLockScreen(user.id),
        repos.push.subscriptionsOf(user.id),
        repos.groupChat.ownMessages(user.id),
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
        notifications: {
          channels,
          namesOnLockScreen,
          devices: devices.map((device) => ({ pushService: new URL(device.endpoint).origin, addedAt: device.createdAt })),
        },
        formatInterests,
        groupChats,
        hostPayouts: {
          account: payoutAccount
            ? { provider: payoutAccount.provider, state: payoutAccount.state, updatedAt: payoutAccount.updatedAt }
            : null,
          transfers: transfers.map(({ kind, amountCents, currency, status, at }) => ({ kind, amountCents, currency, status, at })),
          payouts: payouts.map(({ amountCents, currency, status, arrivedOn }) => ({ amountCents, currency, status, arrivedOn })),
        },
      };
    },
    /**
     * Deletes the account when `typedEmail` is its address (account-deletion.ts): at once when none of its money is
     * moving, else it is closed now and deleted once that money has settled (answered with what waits, until when).
     */
    async deleteAccount(user: UserRow, typedEmail: string): Promise<AccountDeleted | AccountDeletionPending> {
      if (typedEmail.trim().toLowerCase() !== user.email.toLowerCase()) throw NOT_CONFIRMED();
      return deletions.request(user);
    },
  };
}
