import Dexie, { type EntityTable, type Table } from 'dexie';
import type { CycleWeek, MemberCard, OwnPick } from '../../shared/discover';
import type { DiscoverFilters } from '../../shared/discover-filters';
import type { RegistrationDraft } from '../../shared/experience-registration';
import type { FormatWizardDraft } from '../../shared/event-format-wizard';
import type { Experience } from '../../shared/experience-types';
import type { Registration } from '../../shared/experiences-contract';
import type { ChatList, ChatMessage, ChatView } from '../../shared/group-chat-contract';
import type { GroupView, Notice } from '../../shared/groups';
import type { InterestChoice } from '../../shared/interests';
import type { Invite } from '../../shared/invites';
import type { OnboardingDraft } from '../../shared/onboarding';
import type { PromptType } from '../../shared/video-prompts';
import type { OwnVideo } from '../../shared/videos';
import type { MyPayment } from '../../shared/payments-contract';
import type { PeopleFilters } from '../../shared/people-filters';
import type { PrivatePreferences } from '../../shared/private-preferences';
import type { WeekOutcome } from '../../shared/week-outcome';
import { markLocalDatabaseInUse } from './local-db-presence';
import type { OutboxEntry } from './outbox-entry';
import type { RefusedChange } from './outbox-refusals';

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

/** An interest chosen before the account exists, kept apart from the draft (docs/product-rules.md#onboarding-and-profile). */
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
  /** False while the server is still making this member's batch of the released week; absent in older rows (ready). */
  ready?: boolean;
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
  /** The bucket list (public; /emberite/settings/bucketlist edits it); absent in rows saved before it was kept. */
  bucketList?: string[];
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

/** The member's private preferences (GET /api/profiles answers them to their owner only), kept apart from the public view. */
export interface PrivatePreferencesRow {
  key: typeof CURRENT;
  preferences: PrivatePreferences;
  fetchedAt: number;
}

/** The member's own card as others see it (GET /api/profiles/preview). */
export interface OwnPreviewRow {
  key: typeof CURRENT;
  card: MemberCard;
  fetchedAt: number;
}

/** The Search Settings of /emberite/people: kept on this device only. */
export interface PeopleFiltersRow {
  key: typeof CURRENT;
  filters: PeopleFilters;
}

/**
 * A completed roadmap step as this device knows it: the server's completions and the ones made here (their outbox
 * entry may still be sending). Completions are never reverted, so a row is only ever added.
 */
export interface RoadmapCompletionRow {
  roadmapId: string;
  stepId: string;
  /** Epoch ms when this device learned of it. */
  completedAt: number;
}

/**
 * A video recorded on this device. 'recording' while the recorder runs (a row still 'recording' when the
 * page opens was cut by a reload or crash: what it holds is kept), 'recorded' once stopped; uploadOpId is the
 * outbox entry sending it, if any. Its bytes are RecordingChunkRows, written as they arrive.
 */
export interface RecordingRow {
  id: string;
  promptId: string;
  /** A daily prompt's recording is practice: kept on this device, never uploaded (the server takes fun and useful). */
  promptType: PromptType;
  mimeType: string;
  /** Epoch ms. */
  startedAt: number;
  state: 'recording' | 'recorded';
  uploadOpId?: string;
  /** The tus upload's URL once the server made one: the next attempt resumes it from the server's offset. */
  uploadUrl?: string;
  /** How far the upload has got (bytes the server has, of uploadBytes); the screen shows it as a percentage. */
  uploadedBytes?: number;
  uploadBytes?: number;
}

/** One MediaRecorder chunk, as an ArrayBuffer (Safari loses Blobs kept in IndexedDB). */
export interface RecordingChunkRow {
  recordingId: string;
  index: number;
  data: ArrayBuffer;
}

/** The experience registration wizard's answers so far, one per experience: kept until sent. */
export interface RegistrationDraftRow extends RegistrationDraft {
  experienceId: string;
}

/** One of the member's experience registrations, as the server answered it. */
export type ExperienceRegistrationRow = Registration;

/** One of the member's uploaded videos, as GET /api/videos/mine answered it. */
export type OwnVideoRow = OwnVideo;

/** An experience as the server lists it, with its place in the list (experiences come from the database). */
export interface ExperienceRow extends Experience {
  position: number;
}

/** The /create-event wizard's draft: one row, kept after every change until the format is created. */
export interface FormatWizardDraftRow {
  key: typeof CURRENT;
  draft: FormatWizardDraft;
}

/**
 * A format this device made without an account: the key that opens it until its host signs in with the
 * e-mail it was made with and claims it. The device's, not a user's: it survives a user change until claimed.
 */
export interface DeviceFormatRow {
  id: string;
  draftKey: string;
  title: string;
  createdAt: number;
}

/** One of the member's own payments (a deposit, a tip, a program ticket), as GET /api/payments/mine answered it. */
export type MyPaymentRow = MyPayment;

/** The member's group conversations (GET /api/group-chats), so /group links to its conversation offline too. */
export interface GroupChatListRow {
  key: typeof CURRENT;
  chats: ChatList['chats'];
  fetchedAt: number;
}

/** One conversation's pinned facts and state, as its last page answered them; `readSeq` is the last seq marked read here. */
export interface GroupChatRow {
  chatId: string;
  chat: ChatView;
  readSeq: number;
  fetchedAt: number;
}

/** A message the server took, under its conversation: the conversation opens offline with what was seen. */
export interface GroupChatMessageRow extends ChatMessage {
  chatId: string;
}

/** Someone the member blocked from this device: their messages are hidden in every conversation. */
export interface BlockedMemberRow {
  profileId: string;
  /** Epoch ms. */
  blockedAt: number;
}

// The outbox status (RootLayout) waits for the local database to exist or be in use before it loads Dexie.
markLocalDatabaseInUse();

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
  roadmapCompletions: Table<RoadmapCompletionRow, [string, string]>;
  privatePreferences: EntityTable<PrivatePreferencesRow, 'key'>;
  ownPreview: EntityTable<OwnPreviewRow, 'key'>;
  peopleFilters: EntityTable<PeopleFiltersRow, 'key'>;
  recordings: EntityTable<RecordingRow, 'id'>;
  recordingChunks: Table<RecordingChunkRow, [string, number]>;
  ownVideos: EntityTable<OwnVideoRow, 'id'>;
  registrationDrafts: EntityTable<RegistrationDraftRow, 'experienceId'>;
  experienceRegistrations: EntityTable<ExperienceRegistrationRow, 'experienceId'>;
  experiences: EntityTable<ExperienceRow, 'id'>;
  formatWizardDraft: EntityTable<FormatWizardDraftRow, 'key'>;
  deviceFormats: EntityTable<DeviceFormatRow, 'id'>;
  refusedChanges: EntityTable<RefusedChange, 'opId'>;
  myPayments: EntityTable<MyPaymentRow, 'id'>;
  groupChatList: EntityTable<GroupChatListRow, 'key'>;
  groupChats: EntityTable<GroupChatRow, 'chatId'>;
  groupChatMessages: EntityTable<GroupChatMessageRow, 'id'>;
  blockedMembers: EntityTable<BlockedMemberRow, 'profileId'>;
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

// The member's own invites, so the invites screen opens offline.
db.version(4).stores({
  invites: 'id',
});

// The journey: completed roadmap steps, from the server and from this device.
db.version(5).stores({
  roadmapCompletions: '[roadmapId+stepId], roadmapId',
});

// The settings screens: private preferences, the preview card, and the people list's Search Settings.
db.version(6).stores({
  privatePreferences: 'key',
  ownPreview: 'key',
  peopleFilters: 'key',
});

// Videos: recordings kept chunk by chunk on this device, and the member's uploaded videos.
db.version(7).stores({
  recordings: 'id, startedAt',
  recordingChunks: '[recordingId+index], recordingId',
  ownVideos: 'id',
});

// Experience registrations: the wizard's draft per experience, and the member's registrations.
db.version(8).stores({
  registrationDrafts: 'experienceId',
  experienceRegistrations: 'experienceId',
});

// Experiences from the server's database, so the experience pages open offline.
db.version(9).stores({
  experiences: 'id, position',
});

// The event-format wizard's draft and the formats this device made without an account.
db.version(10).stores({
  formatWizardDraft: 'key',
  deviceFormats: 'id',
});

// Changes refused for something the person fixes on the spot, out of the outbox, for the screen that made them.
db.version(11).stores({
  refusedChanges: 'opId, kind',
});

// The member's own payments, so /payment lists them offline once seen.
db.version(12).stores({
  myPayments: 'id, at',
});

// Group conversations: the list, each one's pinned facts, the messages seen, and the members blocked from here.
db.version(13).stores({
  groupChatList: 'key',
  groupChats: 'chatId',
  groupChatMessages: 'id, [chatId+seq]',
  blockedMembers: 'profileId',
});
