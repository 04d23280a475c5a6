import type { VenueBody } from '../../../shared/groups';
import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';

export interface AnswerInvitePayload {
  groupId: string;
  answer: 'accept' | 'decline';
  /** A decline agreed to on the late terms (after the invite deadline the deposit is charged). */
  late?: boolean;
}

export interface SetVenuePayload extends VenueBody {
  groupId: string;
}

/** POST /groups/:groupId/check-in: the code typed and when (the device's time, so it counts if sent later). */
export interface CheckInPayload {
  groupId: string;
  code: string;
  at: string;
}

/** POST /groups/:groupId/check-in/:profileId: the venue booker checks another member in, at the device's time. */
export interface CheckMemberInPayload {
  groupId: string;
  profileId: string;
  at: string;
}

/** POST /groups/:groupId/were-there: "were you there?" answered yes by a member who did not check in. */
export interface WereTherePayload {
  groupId: string;
}

/** POST /groups/:groupId/vouch/:profileId. */
export interface VouchPayload {
  groupId: string;
  profileId: string;
}

/** PUT /groups/:groupId/meet-again/:profileId: the member's private answer. */
export interface MeetAgainPayload {
  groupId: string;
  profileId: string;
  answer: 'yes' | 'no';
}

export interface ReadNoticePayload {
  noticeId: string;
}

/** POST /groups/:groupId/dispute: a no-show charge disputed, in the member's words. */
export interface DisputeChargePayload {
  groupId: string;
  reason: string;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'answer-invite': AnswerInvitePayload;
    'set-venue': SetVenuePayload;
    'check-in': CheckInPayload;
    'check-member-in': CheckMemberInPayload;
    'were-there': WereTherePayload;
    vouch: VouchPayload;
    'meet-again': MeetAgainPayload;
    'read-notice': ReadNoticePayload;
    'dispute-charge': DisputeChargePayload;
  }
}

type GroupKind =
  | 'answer-invite'
  | 'set-venue'
  | 'check-in'
  | 'check-member-in'
  | 'were-there'
  | 'vouch'
  | 'meet-again'
  | 'read-notice'
  | 'dispute-charge';

export const groupOutboxKinds = {
  'answer-invite': {
    label: 'your answer to the group invite',
    request: ({ groupId, answer, late }) =>
      answer === 'accept'
        ? jsonRequest('POST /groups/:groupId/accept', { params: { groupId } })
        : jsonRequest('POST /groups/:groupId/decline', { params: { groupId }, body: late ? { late: true } : {} }),
  },
  'set-venue': {
    label: 'the venue for your group',
    request: ({ groupId, name, address }) => jsonRequest('PUT /groups/:groupId/venue', { params: { groupId }, body: { name, address } }),
  },
  'check-in': {
    label: 'your check-in at the meetup',
    request: ({ groupId, code, at }) => jsonRequest('POST /groups/:groupId/check-in', { params: { groupId }, body: { code, at } }),
    // A wrong code is retyped in the code field; too many of them lock it, which /group then shows with until when.
    fixHere: ['validation-failed', 'rate-limited'],
  },
  'check-member-in': {
    label: 'checking someone in at the meetup',
    request: ({ groupId, profileId, at }) =>
      jsonRequest('POST /groups/:groupId/check-in/:profileId', { params: { groupId, profileId }, body: { at } }),
  },
  'were-there': {
    label: 'saying you were at the meetup',
    request: ({ groupId }) => jsonRequest('POST /groups/:groupId/were-there', { params: { groupId } }),
  },
  vouch: {
    label: 'saying who else was at the meetup',
    request: ({ groupId, profileId }) => jsonRequest('POST /groups/:groupId/vouch/:profileId', { params: { groupId, profileId } }),
  },
  'meet-again': {
    label: 'whether you would meet someone again',
    request: ({ groupId, profileId, answer }) =>
      jsonRequest('PUT /groups/:groupId/meet-again/:profileId', { params: { groupId, profileId }, body: { answer } }),
  },
  'read-notice': {
    label: 'marking a notice as read',
    request: ({ noticeId }) => jsonRequest('POST /notices/:noticeId/read', { params: { noticeId } }),
  },
  'dispute-charge': {
    label: 'your dispute of a no-show charge',
    request: ({ groupId, reason }) => jsonRequest('POST /groups/:groupId/dispute', { params: { groupId }, body: { reason } }),
  },
} satisfies OutboxKindSpecs<GroupKind>;
