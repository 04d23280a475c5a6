import type { AvailabilitySlot } from './onboarding';

/**
 * Another member as discover shows them (GET /api/profiles/all, GET /api/profiles/:profileId). Built by the
 * server from a fixed list of fields: never the account id (an e-mail), never private preferences (interested in,
 * ideal ages, relationship status), never anything about picks.
 */
export interface MemberCard {
  /** The profile id (a UUID), the only id of another member the API ever gives out. */
  id: string;
  firstName: string;
  age: number | null;
  /** Spec 001 filters on "userSex or gender"; the profile keeps one value. */
  userSex: 'male' | 'female' | null;
  photoUrl: string | null;
  location: string;
  neighborhoods: string[];
  availableTimeSlots: AvailabilitySlot[];
  canHost: boolean | null;
  interests: { name: string; lookingFor: string; contribute: string }[];
  /** Names of this member's interests the viewer shares (case-insensitive), in this member's order. */
  sharedInterests: string[];
}

/** Where this week's cycle stands, as the server sees it (it also knows about steps run by hand). */
export interface CycleWeek {
  /** The week's name: the local date of its Thursday release, e.g. '2026-11-19'. */
  week: string;
  city: string;
  timeZone: string;
  releaseAt: string;
  pickCloseAt: string;
  inviteDeadlineAt: string;
  nextReleaseAt: string;
  /** This week's batch has been released. */
  released: boolean;
  /** Picks are taken now: released and not yet closed. */
  picksOpen: boolean;
  /** Pre-launch: members cannot see each other until this instant (ISO), or null when discover is open. */
  discoverOpensAt: string | null;
}

/** GET /api/profiles/all?location= : this week's batch for the signed-in member (empty before the release). */
export interface BatchAnswer {
  data: MemberCard[];
  week: CycleWeek;
}

/** Interest levels 0-5 (spec 001 §4); the default is 1, 2 and above is a pick, 0 means "never put us together". */
export const INTEREST_LEVELS = ['Not Interested', 'Neutral', 'Potential Friendship', 'Curious', 'Attracted', 'Perfect Match'] as const;
export const DEFAULT_INTEREST_LEVEL = 1;
export const PICK_LEVEL = 2;
export const NEVER_LEVEL = 0;

/** The slider is clamped to 0..5; anything unreadable is the default. */
export function clampLevel(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return DEFAULT_INTEREST_LEVEL;
  return Math.min(5, Math.max(0, Math.round(number)));
}

export function levelLabel(level: number): string {
  return INTEREST_LEVELS[clampLevel(level)]!;
}

/** One of the member's own picks (GET /api/picks). Only ever returned to the member who made it. */
export interface OwnPick {
  profileId: string;
  level: number;
  updatedAt: string;
}

/** PUT /api/picks/:profileId body. */
export interface PickBody {
  level: number;
}

/** Reasons a member can give when reporting another (kept for moderation, never shown to the reported member). */
export const REPORT_REASONS = [
  { value: 'fake-profile', label: 'fake profile or impersonation' },
  { value: 'inappropriate', label: 'inappropriate photo or text' },
  { value: 'harassment', label: 'harassment or hateful behaviour' },
  { value: 'underage', label: 'seems under 20' },
  { value: 'safety', label: 'I feel unsafe' },
  { value: 'other', label: 'something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_DETAILS_MAX = 1000;

/** POST /api/reports body; reporting also blocks. */
export interface ReportBody {
  profileId: string;
  reason: ReportReason;
  details: string;
}

/** Spec 001 §8: a member without a location cannot fetch the browse list. */
export const LOCATION_NOT_FOUND = 'User location not found';
