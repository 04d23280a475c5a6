import { Type, type Static } from '@sinclair/typebox';

/**
 * The installation's feature switches the client needs (GET /api/features; spec 001 §1: requireInviteCode off by
 * default). Later switches (people, experiences, availability) join this object.
 */
export const FeatureFlags = Type.Object({ requireInviteCode: Type.Boolean() });
export type FeatureFlags = Static<typeof FeatureFlags>;
