import { Type, type Static } from '@sinclair/typebox';
import { CurrentUser } from './auth-contract';
import { FIELD_NAME } from './contract';

// The journey's route schemas (listed per route in shared/api-contract.ts). The client imports this file for types only.

/** roadmapId -> ids of its completed steps (docs/product-rules.md#journey-and-chats). */
export const RoadmapsMap = Type.Record(Type.String(), Type.Array(Type.String()));

/** GET /api/users/currentUser: the spec's User object, the account basics with the roadmaps map. */
export const UserWithRoadmaps = Type.Object({ ...CurrentUser.properties, roadmaps: RoadmapsMap });
export type UserWithRoadmaps = Static<typeof UserWithRoadmaps>;

const NOT_CHANGEABLE = 'This field cannot be changed here.';
/**
 * POST /api/users/updateUserProperty (docs/product-rules.md#journey-and-chats: {changes: [{field, value}]}, Changes/Field/Value folded to
 * camelCase first). Each value is checked by its field's rule (server/features/journey/user-property-changes.ts).
 */
export const UserPropertyBody = Type.Object({
  changes: Type.Array(
    Type.Object(
      { field: Type.String({ pattern: FIELD_NAME, errorMessage: NOT_CHANGEABLE }), value: Type.Optional(Type.Unknown()) },
      { errorMessage: NOT_CHANGEABLE },
    ),
    { minItems: 1, maxItems: 20, errorMessage: { minItems: 'Send at least one change.', other: 'Send at most 20 changes at once.' } },
  ),
});
export type UserPropertyBody = Static<typeof UserPropertyBody>;

/** The answer of POST /api/users/updateUserProperty: the user's roadmaps after the change. */
export const UserRoadmaps = Type.Object({ roadmaps: RoadmapsMap });
export type UserRoadmaps = Static<typeof UserRoadmaps>;

/** One completed step in the "download my data" export. */
export const ExportedRoadmapCompletion = Type.Object({ roadmapId: Type.String(), stepId: Type.String(), completedAt: Type.String() });
