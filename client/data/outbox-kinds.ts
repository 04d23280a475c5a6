import type { PickBody, ReportBody } from '../../shared/discover';
import type { ErrorCode } from '../../shared/errors';
import type { RegistrationAnswers } from '../../shared/experience-registration';
import type { RegistrationAnswer } from '../../shared/experiences-contract';
import type { VenueBody } from '../../shared/groups';
import type { DraftPhoto, ProfileJson } from '../../shared/onboarding';
import type { OwnVideo } from '../../shared/videos';
import { registrationAccepted } from './experience-registrations';
import { recordingUploaded } from './recording-store';
import { videoUploadRequest } from './video-upload';

/** POST /profiles (multipart): the photo travels as bytes because Safari loses Blobs kept in IndexedDB. */
export interface CreateProfilePayload {
  profileJson: ProfileJson;
  photo: DraftPhoto | null;
}

/** One changed field of POST /profiles/updateProfileProperty (spec 001 §7); only changed fields are sent. */
export interface ProfileChange {
  Field: string;
  Value: unknown;
}

export interface UpdateProfilePropertyPayload {
  Location: string;
  Changes: ProfileChange[];
}

/** POST /profiles (multipart) from a member who has a profile: the new photo (spec 001 §7), as bytes. */
export interface UpdateProfilePhotoPayload {
  photo: DraftPhoto;
}

export interface SetPickPayload extends PickBody {
  profileId: string;
}

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

/** POST /event-format/:id/sessions/:sessionId/check-in: a program session's code typed and when (the device's time). */
export interface SessionCheckInPayload {
  formatId: string;
  sessionId: string;
  code: string;
  at: string;
}

/** POST /event-format/:id/sessions/:sessionId/check-in/:interestId: the host checks a participant in, at the device's time. */
export interface SessionHostCheckInPayload {
  formatId: string;
  sessionId: string;
  interestId: string;
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

/** PUT /experiences/:experienceId/registration: the wizard's answers (spec 001 §5 POST /profiles (JSON)). */
export interface RegisterExperiencePayload {
  experienceId: string;
  answers: RegistrationAnswers;
}

/** PUT /poetry-night/registration: the Fridays from the public poetry night page (spec 001 §2). */
export interface RegisterPoetryNightPayload {
  availability: string[];
}

export interface BlockMemberPayload {
  profileId: string;
}

/** POST /users/updateUserProperty: a roadmap's completed steps (spec 001 §7), added to the server's, never removed. */
export interface CompleteRoadmapStepPayload {
  changes: [{ field: 'roadmaps'; value: Record<string, string[]> }];
}

export interface ReadNoticePayload {
  noticeId: string;
}

/** POST /groups/:groupId/dispute: a no-show charge disputed, in the member's words. */
export interface DisputeChargePayload {
  groupId: string;
  reason: string;
}

/**
 * POST /videos/upload (multipart), or a tus upload and POST /videos/uploads/finish (video-upload.ts): only the
 * recording's id travels in the entry; its bytes stay in the recordings tables and are read when it is sent.
 */
export interface UploadVideoPayload {
  recordingId: string;
  location: string;
}

/** POST /videos/delete (spec 001 §7). */
export interface DeleteVideoPayload {
  videoId: string;
  location: string;
}

/** What each kind of queued change carries. A new kind is one entry here and one in OUTBOX_KINDS. */
export interface OutboxPayloads {
  'create-profile': CreateProfilePayload;
  'update-profile-property': UpdateProfilePropertyPayload;
  'update-profile-photo': UpdateProfilePhotoPayload;
  'set-pick': SetPickPayload;
  'answer-invite': AnswerInvitePayload;
  'set-venue': SetVenuePayload;
  'check-in': CheckInPayload;
  'check-member-in': CheckMemberInPayload;
  'session-check-in': SessionCheckInPayload;
  'session-host-check-in': SessionHostCheckInPayload;
  vouch: VouchPayload;
  'were-there': WereTherePayload;
  'meet-again': MeetAgainPayload;
  'register-experience': RegisterExperiencePayload;
  'register-poetry-night': RegisterPoetryNightPayload;
  'block-member': BlockMemberPayload;
  'report-member': ReportBody;
  'read-notice': ReadNoticePayload;
  'dispute-charge': DisputeChargePayload;
  'complete-roadmap-step': CompleteRoadmapStepPayload;
  'upload-video': UploadVideoPayload;
  'delete-video': DeleteVideoPayload;
}

export type OutboxKind = keyof OutboxPayloads;

export interface OutboxRequest {
  path: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body: BodyInit;
  /** Set for JSON bodies; multipart bodies get their boundary from fetch. */
  contentType?: string;
}

interface OutboxKindSpec<P> {
  /** How the attention list names the change, e.g. 'your new profile could not be saved'. */
  label: string;
  /** Synchronous unless it must read the device's database (a recording's bytes). */
  request(payload: P): OutboxRequest | Promise<OutboxRequest>;
  /**
   * Error codes (of a 4xx) the person fixes on the spot, where they made the change: such a refusal leaves the outbox
   * and goes to that screen (outbox-refusals.ts), never to the "needs your attention" list. Only for changes that
   * screen can make again at once with what was typed (a check-in code), never for ones the person cannot see.
   */
  fixHere?: readonly ErrorCode[];
  /**
   * Runs where the drain ran (page or service worker) once the server accepted the change, so the device's own
   * follow-up (e.g. dropping an uploaded recording) happens even with no page open to hear onOutboxDone.
   */
  accepted?(payload: P, body: unknown): Promise<void>;
}

const json = (path: string, payload: unknown, method: OutboxRequest['method'] = 'POST'): OutboxRequest => ({
  path,
  method,
  body: JSON.stringify(payload),
  contentType: 'application/json',
});

/** ProfileJson is left out when only a new photo is sent (the server takes nothing else from a member who has a profile). */
function profileForm({ profileJson, photo }: { profileJson: ProfileJson | null; photo: DraftPhoto | null }): FormData {
  const form = new FormData();
  if (profileJson) form.append('ProfileJson', JSON.stringify(profileJson));
  if (photo) form.append('Photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
}

/**
 * The one place that says which request each kind becomes; the page and the service worker both use it. Checked with
 * `satisfies` so each kind keeps its own request type (most are synchronous).
 */
export const OUTBOX_KINDS = {
  'create-profile': {
    label: 'your new profile',
    request: (payload) => ({ path: '/api/profiles', method: 'POST', body: profileForm(payload) }),
  },
  'update-profile-property': {
    label: 'a change to your profile',
    request: (payload) => json('/api/profiles/updateProfileProperty', payload),
  },
  'update-profile-photo': {
    label: 'your new photo',
    request: ({ photo }) => ({ path: '/api/profiles', method: 'POST', body: profileForm({ profileJson: null, photo }) }),
  },
  'set-pick': {
    label: 'your interest level',
    request: ({ profileId, level }) => json(`/api/picks/${encodeURIComponent(profileId)}`, { level }, 'PUT'),
  },
  'answer-invite': {
    label: 'your answer to the group invite',
    request: ({ groupId, answer, late }) =>
      json(`/api/groups/${encodeURIComponent(groupId)}/${answer}`, answer === 'decline' && late ? { late: true } : {}),
  },
  'set-venue': {
    label: 'the venue for your group',
    request: ({ groupId, name, address }) => json(`/api/groups/${encodeURIComponent(groupId)}/venue`, { name, address }, 'PUT'),
  },
  'check-in': {
    label: 'your check-in at the meetup',
    request: ({ groupId, code, at }) => json(`/api/groups/${encodeURIComponent(groupId)}/check-in`, { code, at }),
    // A wrong code is retyped in the code field; too many of them lock it, which /group then shows with until when.
    fixHere: ['validation-failed', 'rate-limited'],
  },
  'check-member-in': {
    label: 'checking someone in at the meetup',
    request: ({ groupId, profileId, at }) =>
      json(`/api/groups/${encodeURIComponent(groupId)}/check-in/${encodeURIComponent(profileId)}`, { at }),
  },
  'session-check-in': {
    label: 'your check-in at the session',
    request: ({ formatId, sessionId, code, at }) =>
      json(`/api/event-format/${encodeURIComponent(formatId)}/sessions/${encodeURIComponent(sessionId)}/check-in`, { code, at }),
    // As at a member group's meetup: a wrong code is retyped in the field; too many lock it, and the page says so.
    fixHere: ['validation-failed', 'rate-limited'],
  },
  'session-host-check-in': {
    label: 'checking someone in at the session',
    request: ({ formatId, sessionId, interestId, at }) =>
      json(
        `/api/event-format/${encodeURIComponent(formatId)}/sessions/${encodeURIComponent(sessionId)}/check-in/${encodeURIComponent(interestId)}`,
        { at },
      ),
  },
  'were-there': {
    label: 'saying you were at the meetup',
    request: ({ groupId }) => json(`/api/groups/${encodeURIComponent(groupId)}/were-there`, {}),
  },
  vouch: {
    label: 'saying who else was at the meetup',
    request: ({ groupId, profileId }) => json(`/api/groups/${encodeURIComponent(groupId)}/vouch/${encodeURIComponent(profileId)}`, {}),
  },
  'meet-again': {
    label: 'whether you would meet someone again',
    request: ({ groupId, profileId, answer }) =>
      json(`/api/groups/${encodeURIComponent(groupId)}/meet-again/${encodeURIComponent(profileId)}`, { answer }, 'PUT'),
  },
  'register-experience': {
    label: 'your experience registration',
    request: ({ experienceId, answers }) => json(`/api/experiences/${encodeURIComponent(experienceId)}/registration`, answers, 'PUT'),
    accepted: ({ experienceId }, body) => registrationAccepted(experienceId, (body as RegistrationAnswer | null) ?? null),
  },
  'register-poetry-night': {
    label: 'your poetry night registration',
    request: ({ availability }) => json('/api/poetry-night/registration', { availability, acknowledged: true }, 'PUT'),
  },
  'block-member': {
    label: 'blocking a member',
    request: ({ profileId }) => json('/api/blocks', { profileId }),
  },
  'report-member': {
    label: 'your report',
    request: ({ profileId, reason, details }) => json('/api/reports', { profileId, reason, details }),
  },
  'read-notice': {
    label: 'marking a notice as read',
    request: ({ noticeId }) => json(`/api/notices/${encodeURIComponent(noticeId)}/read`, {}),
  },
  'dispute-charge': {
    label: 'your dispute of a no-show charge',
    request: ({ groupId, reason }) => json(`/api/groups/${encodeURIComponent(groupId)}/dispute`, { reason }),
  },
  'complete-roadmap-step': {
    label: 'a completed journey step',
    request: (payload) => json('/api/users/updateUserProperty', payload),
  },
  'upload-video': {
    label: 'your video',
    request: ({ recordingId, location }) => videoUploadRequest(recordingId, location),
    accepted: ({ recordingId }, body) => recordingUploaded(recordingId, (body as OwnVideo | null) ?? null),
  },
  'delete-video': {
    label: 'deleting a video',
    request: (payload) => json('/api/videos/delete', payload),
  },
} satisfies { [K in OutboxKind]: OutboxKindSpec<OutboxPayloads[K]> };

type RequestOf<K extends OutboxKind> = ReturnType<(typeof OUTBOX_KINDS)[K]['request']>;

/** The accepted-change step of the kind, if it has one. */
export function outboxAccepted(kind: OutboxKind, payload: unknown, body: unknown): Promise<void> {
  const spec = OUTBOX_KINDS[kind] as OutboxKindSpec<unknown>;
  return spec.accepted?.(payload, body) ?? Promise.resolve();
}

/** The error codes the kind's screen fixes on the spot (none for most kinds). */
export function outboxFixHere(kind: OutboxKind): readonly ErrorCode[] {
  return (OUTBOX_KINDS[kind] as OutboxKindSpec<unknown>).fixHere ?? [];
}

export function outboxRequest<K extends OutboxKind>(kind: K, payload: unknown): RequestOf<K> {
  // The entry's kind and payload were written together by enqueue, so they always match.
  return (OUTBOX_KINDS[kind].request as (payload: unknown) => RequestOf<K>)(payload);
}
