export type { Invite, InviteDetails } from './invites-contract';

// Invites (docs/product-rules.md#groups-and-invites: the active-invite rule). How long an invite lasts and how
// many people it admits were ours to choose: 30 days and 5 people.

export const INVITE_VALID_DAYS = 30;
export const INVITE_MAX_USES = 5;
/** The rule's numbers: an invite is active while it expires more than 7 days from now with more than 2 uses left. */
export const ACTIVE_DAYS_LEFT = 7;
export const ACTIVE_USES_LEFT = 2;

export const ACTIVE_INVITE_MESSAGE = 'You already have an active invite. You can create a new one after the current one expires.';
export const INVITE_CREATED_MESSAGE = 'Invite created successfully!';
export const INVITE_FAILED_MESSAGE = 'Failed to create invite. Please try again.';
export const INVITE_CODE_INVALID_MESSAGE = 'This invite code is not valid. Check it with the person who sent it.';
export const INVITE_CODE_REQUIRED_MESSAGE = 'You need an invite code to join for now.';

/** How long "Copied ... to clipboard!" shows (docs/product-rules.md#groups-and-invites). */
export const COPIED_MS = 2000;

export function copiedMessage(code: string): string {
  return `Copied ${code} to clipboard!`;
}

interface InviteLike {
  expiresAt: string;
  maxUses: number;
  usageCount: number;
}

/** Whether an invite still counts as the member's active one at `now` (docs/product-rules.md#groups-and-invites). */
export function isActiveInvite(invite: InviteLike, now: Date): boolean {
  const activeUntil = now.getTime() + ACTIVE_DAYS_LEFT * 24 * 3600 * 1000;
  return Date.parse(invite.expiresAt) > activeUntil && invite.maxUses - invite.usageCount > ACTIVE_USES_LEFT;
}

/** A new invite is allowed when none of the member's invites is active. */
export function mayCreateInvite(invites: readonly InviteLike[], now: Date): boolean {
  return !invites.some((invite) => isActiveInvite(invite, now));
}

/** Codes are compared without case or surrounding spaces: people type them from a message. */
export function normaliseInviteCode(code: string): string {
  return code.trim().toUpperCase();
}
