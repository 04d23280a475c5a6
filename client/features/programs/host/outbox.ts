import { jsonRequest, type OutboxKindSpecs } from '../../../data/outbox-kinds';

/** POST /event-format/:id/sessions/:sessionId/check-in/:interestId: the host checks a participant in, at the device's time. */
export interface SessionHostCheckInPayload {
  formatId: string;
  sessionId: string;
  interestId: string;
  at: string;
}

declare module '../../../data/outbox-kinds' {
  interface OutboxPayloads {
    'session-host-check-in': SessionHostCheckInPayload;
  }
}

export const hostingOutboxKinds = {
  'session-host-check-in': {
    label: 'checking someone in at the session',
    request: ({ formatId, sessionId, interestId, at }) =>
      jsonRequest('POST /event-format/:id/sessions/:sessionId/check-in/:interestId', {
        params: { id: formatId, sessionId, interestId },
        body: { at },
      }),
  },
} satisfies OutboxKindSpecs<'session-host-check-in'>;
