import { Type, type Static } from '@sinclair/typebox';
import { OwnVideo } from './videos-contract';
import { Nullable } from './contract';
import { DELETE_CONFIRMATION_MESSAGE } from './my-data';
import { Invite } from './invites-contract';
import { ExportedRoadmapCompletion } from './journey-contract';
import { OwnProfile } from './profiles-contract';
import { Registration } from './experiences-contract';

// "My data": the export of everything stored about a member, and deleting the account. Listed
// per route in shared/api-contract.ts. The export holds the member's own records only: their own picks, blocks and
// reports, never anyone's picks of them.

const Account = Type.Object({ email: Type.String(), createdAt: Type.String(), isHost: Type.Boolean() });

const SignIns = Type.Object({
  /** Providers the member signs in with (Google, Microsoft): the provider's name and its id for the member. */
  identities: Type.Array(Type.Object({ provider: Type.String(), subject: Type.String(), createdAt: Type.String() })),
  /** Sessions still on record (a device signed in): when it signed in, was last seen, expires. */
  sessions: Type.Array(Type.Object({ createdAt: Type.String(), lastSeenAt: Type.String(), expiresAt: Type.String() })),
  /** Browsers remembered as the member's own for sign-in limits: when each last signed in. */
  browsers: Type.Array(Type.Object({ signedInAt: Type.String() })),
});

/** One of the member's own picks: who (as the batch showed them) and the level the member gave. */
const ExportedPick = Type.Object({
  profileId: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  level: Type.Integer(),
  week: Type.String(),
  updatedAt: Type.String(),
});

const ExportedBlock = Type.Object({ profileId: Nullable(Type.String()), firstName: Nullable(Type.String()), createdAt: Type.String() });

const ExportedReport = Type.Object({
  profileId: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  reason: Type.String(),
  details: Type.String(),
  createdAt: Type.String(),
});

/** A group the member was invited to, with the member's own answer. */
const ExportedGroup = Type.Object({
  groupId: Type.String(),
  week: Type.String(),
  slot: Type.String(),
  neighborhood: Type.String(),
  status: Type.String(),
  myInvite: Type.String(),
  invitedAt: Type.String(),
  answeredAt: Nullable(Type.String()),
});

const ExportedNotice = Type.Object({
  id: Type.String(),
  week: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
  readAt: Nullable(Type.String()),
  emailedAt: Nullable(Type.String()),
});

const ExportedLedgerEntry = Type.Object({ kind: Type.String(), amountCents: Type.Integer(), currency: Type.String(), at: Type.String() });

/** A deposit hold on the member's card, with every money change of it. */
const ExportedDeposit = Type.Object({
  purpose: Type.String(),
  subjectId: Type.String(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  provider: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  ledger: Type.Array(ExportedLedgerEntry),
});

const ExportedAttendance = Type.Object({ groupId: Type.String(), how: Type.String(), at: Type.String() });
/** Wrong check-in codes the member typed at a meetup: how many, and their device's time of the first and the last. */
const ExportedCheckInTries = Type.Object({
  groupId: Type.String(),
  wrongCodes: Type.Integer(),
  firstAt: Type.String(),
  lastAt: Type.String(),
});
/** The member's disputes of a no-show charge: their words and the decision. */
const ExportedDispute = Type.Object({
  groupId: Type.String(),
  reason: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  resolvedAt: Nullable(Type.String()),
});

/** The member's tips after a get-together (nobody else is ever told of them). */
const ExportedTip = Type.Object({
  groupId: Type.String(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});

/** The member's own "would you meet them again?" answers (never anyone else's about them). */
const ExportedMeetAgain = Type.Object({
  groupId: Type.String(),
  profileId: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  answer: Type.String(),
  at: Type.String(),
});

/** GET /api/users/me/data: one JSON file with everything stored about the member. */
export const MyData = Type.Object({
  exportedAt: Type.String(),
  account: Account,
  signIns: SignIns,
  profile: Nullable(OwnProfile),
  picks: Type.Array(ExportedPick),
  blocks: Type.Array(ExportedBlock),
  reports: Type.Array(ExportedReport),
  groups: Type.Array(ExportedGroup),
  notices: Type.Array(ExportedNotice),
  /** The member's own invite codes, with their uses. */
  invites: Type.Array(Invite),
  /** The journey's completed roadmap steps, with when each was completed. */
  roadmapCompletions: Type.Array(ExportedRoadmapCompletion),
  /** The member's videos and where their review stands (the files are at their URLs, for the member). */
  videos: Type.Array(OwnVideo),
  /** Experience registrations, with their deposits. */
  experienceRegistrations: Type.Array(Registration),
  deposits: Type.Array(ExportedDeposit),
  /** Meetups the member checked in at (by code, or vouched for by another member). */
  attendance: Type.Array(ExportedAttendance),
  checkInTries: Type.Array(ExportedCheckInTries),
  meetAgain: Type.Array(ExportedMeetAgain),
  disputes: Type.Array(ExportedDispute),
  tips: Type.Array(ExportedTip),
  /** The Fridays chosen on the poetry night page, with the location it sets. */
  poetryNight: Nullable(Type.Object({ availability: Type.Array(Type.String()), location: Type.String(), registeredAt: Type.String() })),
  /** The member's own messages in their groups' conversations (others' words are not part of it). */
  groupChats: Type.Array(Type.Object({ chatId: Type.String(), body: Type.String(), quick: Nullable(Type.String()), at: Type.String() })),
  /** Event formats the member said they were interested in with this e-mail: their name, line and status, their ticket. */
  formatInterests: Type.Array(
    Type.Object({
      formatId: Type.String(),
      formatTitle: Type.String(),
      name: Type.String(),
      about: Type.String(),
      status: Type.String(),
      createdAt: Type.String(),
      ticket: Nullable(
        Type.Object({ amountCents: Type.Integer(), refundedCents: Type.Integer(), currency: Type.String(), status: Type.String() }),
      ),
    }),
  ),
  /** A host's payout account (its state), the moves of their share to it, and the payouts to their bank. */
  hostPayouts: Type.Object({
    account: Nullable(Type.Object({ provider: Type.String(), state: Type.String(), updatedAt: Type.String() })),
    transfers: Type.Array(
      Type.Object({ kind: Type.String(), amountCents: Type.Integer(), currency: Type.String(), status: Type.String(), at: Type.String() }),
    ),
    payouts: Type.Array(
      Type.Object({ amountCents: Type.Integer(), currency: Type.String(), status: Type.String(), arrivedOn: Type.String() }),
    ),
  }),
  /** Notifications: each kind's channels, names on the lock screen, and each device's push service and when it was
   * added (never its keys). */
  notifications: Type.Object({
    channels: Type.Record(Type.String(), Type.Object({ push: Type.Boolean(), email: Type.Boolean() })),
    namesOnLockScreen: Type.Boolean(),
    devices: Type.Array(Type.Object({ pushService: Type.String(), addedAt: Type.String() })),
  }),
  /** Each decided poetry night Friday the member could make: seated, waiting, released (taken off) or not running. */
  poetryNightSeats: Type.Array(Type.Object({ friday: Type.String(), status: Type.String() })),
});
export type MyData = Static<typeof MyData>;

/** POST /api/users/me/delete: the member types their account's e-mail to confirm. */
export const DeleteAccountBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320, errorMessage: DELETE_CONFIRMATION_MESSAGE }),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const AccountDeleted = Type.Object({ deleted: Type.Literal(true) });
export type AccountDeleted = Static<typeof AccountDeleted>;

const Money = { amountCents: Type.Integer(), currency: Type.String() };

/** Money of the member's that must settle before their account can be deleted. */
export const DeletionWait = Type.Object({
  /** 'group-deposit': a group's deposit, settled the day after its meetup; 'payment': a deposit or tip going through. */
  kind: Type.Union([Type.Literal('group-deposit'), Type.Literal('payment')]),
  /**
   * A group deposit's fate: 'charged' (the place was given up after the invite deadline, as "can't make it"), or
   * 'attendance' (the group has met: released if the member came, charged if not); null for a payment.
   */
  outcome: Nullable(Type.Union([Type.Literal('charged'), Type.Literal('attendance')])),
  /** When the group meets (a group deposit). */
  meetsAt: Nullable(Type.String()),
  /** By when it is settled. */
  until: Type.String(),
  ...Money,
});
export type DeletionWait = Static<typeof DeletionWait>;

/** GET /api/users/me/deletion: what deleting the account would do now, said before the member confirms. */
export const DeletionPlan = Type.Object({
  /** The time zone the dates are told in (the member's city's). */
  timeZone: Type.String(),
  /** The demo payments provider: no money moves. */
  demo: Type.Boolean(),
  /** Deposits released at once (an experience's, or a group's left before the invite deadline). */
  released: Type.Array(Type.Object({ purpose: Type.Union([Type.Literal('group'), Type.Literal('experience')]), ...Money })),
  /** Groups still to meet that the member leaves: `late` after the invite deadline, on the "can't make it" terms. */
  groupsLeft: Type.Array(Type.Object({ meetsAt: Type.String(), late: Type.Boolean() })),
  waits: Type.Array(DeletionWait),
  /** When the account is deleted at the latest, once what waits has settled; null when it is deleted at once. */
  deletesBy: Nullable(Type.String()),
});
export type DeletionPlan = Static<typeof DeletionPlan>;

/**
 * POST /api/users/me/delete answered 202: the account is closed (signed out everywhere, out of batches and groups to
 * come) and is deleted by `deletesBy`, once what waits has settled; an e-mail says when it is done.
 */
export const AccountDeletionPending = Type.Object({
  deleted: Type.Literal(false),
  deletesBy: Type.String(),
  timeZone: Type.String(),
  waits: Type.Array(DeletionWait),
});
export type AccountDeletionPending = Static<typeof AccountDeletionPending>;
