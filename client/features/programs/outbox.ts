import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';

/** POST /event-format/:id/sessions/:sessionId/check-in: a program session's code typed and when (the device's time). */
export interface SessionCheckInPayload {
  formatId: string;
  sessionId: string;
  code: string;
  at: string;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'session-check-in': SessionCheckInPayload;
  }
}

export const programOutboxKinds = {
  'session-check-in': {
    label: 'your check-in at the session',
    request: ({ formatId, sessionId, code, at }) =>
      jsonRequest('POST /event-format/:id/sessions/:sessionId/check-in', { params: { id: formatId, sessionId }, body: { code, at } }),
    // As at a member group's meetup: a wrong code is retyped in the field; too many lock it, and the page says so.
    fixHere: ['validation-failed', 'rate-limited'],
  },
} satisfies OutboxKindSpecs<'session-check-in'>;
