import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';

/** POST /users/updateUserProperty: a roadmap's completed steps (docs/product-rules.md#journey-and-chats), added to the server's, never removed. */
export interface CompleteRoadmapStepPayload {
  changes: [{ field: 'roadmaps'; value: Record<string, string[]> }];
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'complete-roadmap-step': CompleteRoadmapStepPayload;
  }
}

export const journeyOutboxKinds = {
  'complete-roadmap-step': {
    label: 'a completed journey step',
    request: (payload) => jsonRequest('POST /users/updateUserProperty', { body: payload }),
  },
} satisfies OutboxKindSpecs<'complete-roadmap-step'>;
