import type { PickBody, ReportBody } from '../../../shared/discover';
import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';

export interface SetPickPayload extends PickBody {
  profileId: string;
}

export interface BlockMemberPayload {
  profileId: string;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'set-pick': SetPickPayload;
    'block-member': BlockMemberPayload;
    'report-member': ReportBody;
  }
}

export const discoverOutboxKinds = {
  'set-pick': {
    label: 'your interest level',
    request: ({ profileId, level }) => jsonRequest('PUT /picks/:profileId', { params: { profileId }, body: { level } }),
  },
  'block-member': {
    label: 'blocking a member',
    request: ({ profileId }) => jsonRequest('POST /blocks', { body: { profileId } }),
  },
  'report-member': {
    label: 'your report',
    request: ({ profileId, reason, details }) => jsonRequest('POST /reports', { body: { profileId, reason, details } }),
  },
} satisfies OutboxKindSpecs<'set-pick' | 'block-member' | 'report-member'>;
