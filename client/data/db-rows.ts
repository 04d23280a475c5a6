/**
 * The row types of the local database's tables (db.ts holds the schema): server data cached so screens open offline,
 * and what the member did on this device.
 */
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
 * Row types of the tables added in version 3 (db.ts): server data cached so the member screens open offline, plus
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

/** What the member is typing in a conversation, kept until sent so leaving the screen loses none of it. */
export interface GroupChatDraftRow {
  chatId: string;
  body: string;
}

/** Someone the member blocked from this device: their messages are hidden in every conversation. */
export interface BlockedMemberRow {
  profileId: string;
  /** Epoch ms. */
  blockedAt: number;
}
