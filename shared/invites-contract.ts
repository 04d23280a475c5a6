import { Type, type Static } from '@sinclair/typebox';
import { NOT_BLANK } from './contract';

// The invite routes' schemas (listed per route in shared/api-contract.ts).

/** docs/product-rules.md#groups-and-invites: usage inside inviteDetails. */
export const InviteDetails = Type.Object({
  expirationDate: Type.String(),
  maxUses: Type.Integer(),
  usageCount: Type.Integer(),
});
export type InviteDetails = Static<typeof InviteDetails>;

/** An invite as its owner sees it: the code is its id. */
export const Invite = Type.Object({ id: Type.String(), inviteDetails: InviteDetails });
export type Invite = Static<typeof Invite>;

/** POST /api/invites: textPart is the member's first name, the readable start of the code. */
export const CreateInviteBody = Type.Object({
  textPart: Type.String({ minLength: 1, maxLength: 60, pattern: NOT_BLANK, errorMessage: 'The invite needs your first name.' }),
});
export const InviteAnswer = Type.Object({ data: Invite });
export const OwnInvites = Type.Object({ data: Type.Array(Invite) });
export const InviteQuery = Type.Object({ inviteCode: Type.String({ minLength: 1, maxLength: 80 }) });
/** GET /api/invites/check: whether a code can be used to join now (public, for /start). */
export const InviteCheck = Type.Object({ valid: Type.Boolean() });
