export type { BatchAnswer, CycleWeek, MemberCard, MemberVideo, OwnPick, PickBody, ReportBody } from './discover-contract';

/** Interest levels 0-5 (docs/product-rules.md#discover-and-picks); the default is 1, 2 and above is a pick, 0 means "never put us together". */
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

/** docs/product-rules.md#discover-and-picks: a member without a location cannot fetch the browse list. */
export const LOCATION_NOT_FOUND = 'User location not found';
