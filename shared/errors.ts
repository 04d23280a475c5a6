/**
 * Every `code` the server can answer with (AppError, the error handler, Fastify's and Node's own refusals). The
 * one list: AppError only takes these, and the client's code -> copy choices are checked against it.
 */
export type ErrorCode =
  // Input and protocol
  | 'validation-failed'
  | 'bad-request'
  | 'bad-url'
  | 'uri-too-long'
  | 'headers-too-large'
  | 'request-timeout'
  | 'body-too-large'
  | 'unsupported-media-type'
  | 'method-not-allowed'
  | 'cross-site-request'
  | 'idempotency-key-missing'
  | 'idempotency-key-malformed'
  | 'idempotency-key-reused'
  | 'request-in-progress'
  // Who is asking
  | 'not-signed-in'
  | 'forbidden'
  | 'rate-limited'
  // Sign-in
  | 'invalid-code'
  | 'invalid-link'
  | 'authentication-failed'
  | 'provider-unavailable'
  | 'mail-failed'
  // Signing in to an account whose deletion was asked for.
  | 'account-closed'
  // Profiles and photos
  | 'profile-exists'
  | 'profile-not-found'
  | 'location-not-found'
  | 'photo-too-large'
  | 'photo-not-image'
  | 'photo-too-many-pixels'
  | 'photo-unreadable'
  | 'video-not-video'
  | 'video-damaged'
  | 'video-too-long'
  | 'video-too-large'
  // Every video check is taken, or one ran out of time: sent again later (503, Retry-After).
  | 'video-check-busy'
  // Resumable uploads: bytes sent from another offset than the server's (409); the member's unfinished uploads
  // hold all the room kept for them (429, Retry-After); no room on the server for a new upload (507).
  | 'upload-offset-mismatch'
  | 'uploads-unfinished'
  | 'storage-full'
  // Discover, picks and groups
  | 'city-not-open'
  | 'not-in-batch'
  | 'picks-closed'
  | 'too-many-reports'
  | 'invite-answered'
  | 'invite-closed'
  // "Can't make it" once the meetup has begun, or once the member has checked in at it.
  | 'meetup-started'
  | 'already-checked-in'
  // A decline agreed to as free arrived after the invite deadline, when it would cost the deposit.
  | 'late-terms'
  // A dispute of a no-show charge for a group where the member has none.
  | 'not-disputable'
  | 'tip-closed'
  | 'format-not-found'
  | 'not-format-owner'
  | 'format-unclaimed'
  | 'format-invalid'
  | 'format-published'
  | 'format-phase'
  | 'format-fixed'
  | 'not-interested'
  | 'ticket-declined'
  | 'evening-started'
  | 'tip-declined'
  | 'not-venue-booker'
  // Deposits
  | 'card-needed'
  | 'card-not-saved'
  | 'deposit-failed'
  | 'payments-unavailable'
  // Attendance
  | 'nobody-checked-in'
  | 'check-in-closed'
  // A program's session: only participants who paid their place check in.
  | 'not-paid'
  | 'not-checked-in'
  | 'meet-again-closed'
  | 'experience-not-found'
  | 'registration-invalid'
  // A group's conversation: not one of the viewer's (404, as for one that does not exist), closed to writing (409),
  // a message id sent before with other words (409).
  | 'chat-not-found'
  | 'chat-closed'
  | 'chat-message-differs'
  // Invites
  | 'active-invite'
  | 'invite-not-found'
  // Anything
  | 'not-found'
  | 'internal-error';

/** The body of every non-2xx API answer (docs/architecture.md, section 1). */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}
