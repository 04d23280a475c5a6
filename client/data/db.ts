import Dexie, { type EntityTable } from 'dexie';
import type { CycleWeek, MemberCard, OwnPick } from '../../shared/discover';
import type { DiscoverFilters } from '../../shared/discover-filters';
import type { GroupView, Notice } from '../../shared/groups';
import type { InterestChoice } from '../../shared/interests';
import type { Invite } from '../../shared/invites';
import type { OnboardingDraft } from '../../shared/onboarding';
import type { WeekOutcome } from '../../shared/week-outcome';
import type { OutboxEntry } from './outbox-entry';

/** A key/value row for small local settings, e.g. { key: 'theme', value: 'sunset-orange' }. */
export interface SettingRow {
  key: string;
  value: string;
}

/** The /start wizard's draft: a single row under the key 'current'. */
export interface OnboardingDraftRow {
  key: 'current';
  draft: OnboardingDraft;
}

/** An interest chosen before the account exists, kept apart from the draft (spec 000 §3). */
export interface PendingInterestRow extends InterestChoice {
  id: number;
}

/**
 * Row types of the tables added in version 3 below: server data cached so the member screens open offline, plus
 * what the member did on this device. Singletons live under the key 'current'; `fetchedAt` is epoch ms.
 */
export const CURRENT = 'current';

/** One person of this week's batch, in the order the server ranked them. */
export interface BatchCardRow extends MemberCard {
  position: number;
}

export interface BatchWeekRow {
  key: typeof CURRENT;
  week: CycleWeek;
  fetchedAt: number;
}

/** The member's own level for someone; set on this device first, then sent through the outbox. */
export type PickRow = OwnPick;

/**
 * The parts of GET /api/profiles (the member's own profile) the member screens use: the public fields a card has,
 * plus the interests' ids. The private preferences are not kept here.
 */
export type OwnProfileView = Pick<
  MemberCard,
  'id' | 'firstName' | 'age' | 'userSex' | 'photoUrl' | 'location' | 'neighborhoods' | 'canHost' | 'availableTimeSlots'
> & {
  interests: { id: string; name: string; lookingFor: string; contribute: string }[];
  /** The venue answer (/settings edits it); absent in rows saved before it was kept. */
  hostingDetails?: { hasVenue: boolean | null; venueName: string };
};

export interface OwnProfileRow {
  key: typeof CURRENT;
  profile: OwnProfileView;
  fetchedAt: number;
}

export interface CurrentGroupRow {
  key: typeof CURRENT;
  group: GroupView | null;
  /** Absent in rows saved by versions before the server sent it. */
  outcome?: WeekOutcome | null;
  fetchedAt: number;
}

export type NoticeRow = Notice;

export interface DiscoverFiltersRow {
  key: typeof CURRENT;
  filters: DiscoverFilters;
}

/** One of the member's own invites, as GET /api/invites/mine answered it. */
export type InviteRow = Invite;

/** The client's local database. Later issues add tables by adding versions; never edit a landed version. */
export const db = new Dexie('meetup') as Dexie & {
  settings: EntityTable<SettingRow, 'key'>;
  outbox: EntityTable<OutboxEntry, 'opId'>;
  onboardingDraft: EntityTable<OnboardingDraftRow, 'key'>;
  pendingInterests: EntityTable<PendingInterestRow, 'id'>;
  batchCards: EntityTable<BatchCardRow, 'id'>;
  batchWeek: EntityTable<BatchWeekRow, 'key'>;
  picks: EntityTable<PickRow, 'profileId'>;
  ownProfile: EntityTable<OwnProfileRow, 'key'>;
  currentGroup: EntityTable<CurrentGroupRow, 'key'>;
  notices: EntityTable<NoticeRow, 'id'>;
  discoverFilters: EntityTable<DiscoverFiltersRow, 'key'>;
  invites: EntityTable<InviteRow, 'id'>;
};

db.version(1).stores({
  settings: 'key',
});

db.version(2).stores({
  outbox: 'opId, status, createdAt',
  onboardingDraft: 'key',
  pendingInterests: '++id',
});

// Cached server data (discover, picks, groups, notices) and the browse filters; row types above.
db.version(3).stores({
  batchCards: 'id, position',
  batchWeek: 'key',
  picks: 'profileId',
  ownProfile: 'key',
  currentGroup: 'key',
  notices: 'id, createdAt',
  discoverFilters: 'key',
});

// The member's own invites (issue 12), so the invites screen opens offline.
db.version(4).stores({
  invites: 'id',
});
