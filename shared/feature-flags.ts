import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './contract';

/**
 * The installation's feature switches the client needs (GET /api/features; docs/product-rules.md#feature-flags: "Feature flags: showJourney
 * on, others off, requireInviteCode off"). Later switches (experiences) join this object.
 */
export const FeatureFlags = Type.Object({
  requireInviteCode: Type.Boolean(),
  /** PEOPLE_BROWSING=on: /emberite/people and its Search Settings list this week's batch; off shows coming soon. */
  peopleBrowsing: Type.Boolean(),
  /** AVAILABILITY=on: /emberite/availability edits the member's times; off shows coming soon. */
  availability: Type.Boolean(),
  /** EXPERIENCES=on: /emberite/experiences lists the experiences to join; off shows coming soon. */
  experiences: Type.Boolean(),
  /** Pre-launch (DISCOVER_OPENS_AT): members cannot see each other until this instant (ISO); null once open. */
  discoverOpensAt: Nullable(Type.String()),
});
export type FeatureFlags = Static<typeof FeatureFlags>;
