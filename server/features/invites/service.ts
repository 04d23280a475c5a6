import {
  ACTIVE_INVITE_MESSAGE,
  INVITE_CODE_INVALID_MESSAGE,
  INVITE_CODE_REQUIRED_MESSAGE,
  INVITE_MAX_USES,
  INVITE_VALID_DAYS,
  type Invite,
  mayCreateInvite,
  normaliseInviteCode,
} from '../../../shared/invites';
import type { Config } from '../../config';
import { AppError } from '../../plugins/errors';
import { newInviteCode } from './invite-code';
import type { InviteRow, InvitesRepo } from './repo';

const DAY_MS = 24 * 3600 * 1000;

export const INVITE_NOT_FOUND = () => new AppError('invite-not-found', 404, 'There is no invite with this code among yours.');
const ACTIVE_INVITE = () => new AppError('active-invite', 409, ACTIVE_INVITE_MESSAGE);
/** Keyed InviteCode, as ProfileJson names the field, so /start can send the person back to the invite step. */
const invalidCode = (message: string) => new AppError('validation-failed', 400, 'Some fields need another look.', { InviteCode: message });

/** An invite as its owner sees it (the invites routes and the data export). */
export function inviteOf(row: InviteRow): Invite {
  return { id: row.code, inviteDetails: { expirationDate: row.expiresAt, maxUses: row.maxUses, usageCount: row.usageCount } };
}

/** Creating, reading and redeeming invites. */
export function invitesService(
  invites: InvitesRepo,
  options: {
    now: () => Date;
    /** The configuration's switch, read at each registration (the end-to-end tests' controls turn it on and off). */
    switches: Pick<Config, 'requireInviteCode'>;
  },
) {
  /** Whether `code` can admit someone now (not `userId`'s own). */
  async function usable(code: string, userId: string | null): Promise<InviteRow | null> {
    const invite = await invites.byCode(normaliseInviteCode(code));
    if (!invite || invite.ownerId === userId) return null;
    if (invite.usageCount >= invite.maxUses || Date.parse(invite.expiresAt) <= options.now().getTime()) return null;
    return invite;
  }

  return {
    /** Runs inside the caller's transaction, so two at once cannot both pass the active-invite rule. */
    async create(ownerId: string, textPart: string): Promise<Invite> {
      const now = options.now();
      const own = await invites.own(ownerId);
      if (!mayCreateInvite(own, now)) throw ACTIVE_INVITE();
      const code = newInviteCode(textPart);
      const expiresAt = new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS).toISOString();
      await invites.create(code, ownerId, INVITE_MAX_USES, now.toISOString(), expiresAt);
      return inviteOf((await invites.byCode(code))!);
    },
    async own(ownerId: string): Promise<Invite[]> {
      return (await invites.own(ownerId)).map(inviteOf);
    },
    /** One of the member's own invites; anyone else's code is not found (codes are not for browsing). */
    async ownInvite(ownerId: string, code: string): Promise<Invite> {
      const invite = await invites.byCode(normaliseInviteCode(code));
      if (!invite || invite.ownerId !== ownerId) throw INVITE_NOT_FOUND();
      return inviteOf(invite);
    },
    async isUsable(code: string): Promise<boolean> {
      return (await usable(code, null)) !== null;
    },
    /**
     * At registration (POST /profiles, inside its transaction): uses the code and credits its owner. Without a code
     * this passes unless the installation requires one; a member who redeemed one already keeps that one.
     */
    async redeemAtRegistration(userId: string, code: string | null): Promise<void> {
      if (await invites.redemptionOf(userId)) return;
      if (!code) {
        if (options.switches.requireInviteCode) throw invalidCode(INVITE_CODE_REQUIRED_MESSAGE);
        return;
      }
      const invite = await usable(code, userId);
      const at = options.now().toISOString();
      if (!invite || !(await invites.use(invite.code, at))) throw invalidCode(INVITE_CODE_INVALID_MESSAGE);
      await invites.recordRedemption(userId, invite.code, at);
    },
  };
}

export type InvitesService = ReturnType<typeof invitesService>;
