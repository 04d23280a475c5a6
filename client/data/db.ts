import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  SettingRow,
  OnboardingDraftRow,
  PendingInterestRow,
  BatchCardRow,
  BatchWeekRow,
  PickRow,
  OwnProfileRow,
  CurrentGroupRow,
  NoticeRow,
  DiscoverFiltersRow,
  InviteRow,
  PrivatePreferencesRow,
  OwnPreviewRow,
  PeopleFiltersRow,
  RoadmapCompletionRow,
  RecordingRow,
  RecordingChunkRow,
  RegistrationDraftRow,
  ExperienceRegistrationRow,
  OwnVideoRow,
  ExperienceRow,
  FormatWizardDraftRow,
  DeviceFormatRow,
  MyPaymentRow,
  GroupChatListRow,
  GroupChatRow,
  GroupChatMessageRow,
  BlockedMemberRow,
  GroupChatDraftRow,
} from './db-rows';
import { markLocalDatabaseInUse } from './local-db-presence';
import type { OutboxEntry } from './outbox-entry';
import type { RefusedChange } from './outbox-refusals';

export * from './db-rows';

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
  groupChatDrafts: EntityTable<GroupChatDraftRow, 'chatId'>;
};

db.version(1).stores({
  settings: 'key',
});

db.version(2).stores({
  outbox: 'opId, status, createdAt',
  onboardingDraft: 'key',
  pendingInterests: '++id',
});

// Cached server data (discover, picks, groups, notices) and the browse filters; row types in db-rows.ts.
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

// Group conversations: the list, each one's pinned facts, the messages seen, drafts, and the members blocked from here.
db.version(13).stores({
  groupChatList: 'key',
  groupChats: 'chatId',
  groupChatMessages: 'id, [chatId+seq]',
  groupChatDrafts: 'chatId',
  blockedMembers: 'profileId',
});
