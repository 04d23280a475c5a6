/** The choices the /create-event wizard offers: categories, cancellation and refund policies, dietary options. */

export const CATEGORIES = [
  'food & drink',
  'cooking',
  'arts & crafts',
  'music',
  'games',
  'outdoors',
  'learning',
  'wellness',
  'other',
] as const;

export const CANCELLATION_POLICIES = {
  flexible: 'flexible: full refund until 48 hours before',
  moderate: 'moderate: 50% refund until 48 hours before',
  strict: 'strict: no refunds after group confirmation',
} as const;

export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

export const REFUND_POLICIES = {
  'full-if-not-matched': 'full refund if not matched into a group',
  '50-percent-cancel': '50% refund on cancellation',
  'no-refunds-after-confirmation': 'no refunds after confirmation',
} as const;

export type RefundPolicy = keyof typeof REFUND_POLICIES;

export const DIETARY_OPTIONS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free', 'halal', 'kosher'] as const;

export const DETAILS_TEXT_MAX = 500;
