import type { Static, TSchema } from '@sinclair/typebox';
import * as auth from './auth-contract';
import { NoBody, type RouteContract } from './contract';
import { FeatureFlags } from './feature-flags';
import * as discover from './discover-contract';
import * as groups from './groups-contract';
import * as chats from './group-chat-contract';
import * as hostPayouts from './host-payouts-contract';
import { Health } from './health';
import * as interests from './interests-contract';
import * as invites from './invites-contract';
import * as push from './push-contract';
import * as payments from './payments-contract';
import * as experiences from './experiences-contract';
import * as formats from './event-formats-contract';
import * as checkIns from './format-check-in-contract';
import * as journeyOfFormats from './format-journey-contract';
import * as formatNotices from './format-notices-contract';
import * as videos from './videos-contract';
import * as journey from './journey-contract';
import * as myData from './my-data-contract';
import * as profiles from './profiles-contract';
import * as review from './review-contract';
import { SiteLinks } from './site-links';
import { WaitlistBody, WaitlistSaved } from './waitlist';

/**
 * One contract per /api route, keyed as Fastify lists the route (method and path under /api). The server registers
 * each route with its entry (server/plugins/route-contracts.ts refuses to start otherwise); the client's typed
 * fetch reads the same entry's types. Inputs are validated, and answers serialised, by these schemas: a field an
 * answer does not declare never leaves the server.
 */
export const API = {
  'GET /health': { response: { 200: Health } },

  'GET /auth/me': { response: { 200: auth.MaybeCurrentUser } },
  'GET /users/currentUser': { response: { 200: journey.UserWithRoadmaps } },
  'POST /auth/logout': { response: { 204: NoBody } },
  'POST /auth/magic-link/send': { body: auth.SendCodeBody, response: { 202: auth.CodeSent } },
  'POST /auth/magic-link/code': { body: auth.VerifyCodeBody, response: { 200: auth.SignedIn } },
  'POST /auth/magic-link/secret': { body: auth.VerifyLinkBody, response: { 200: auth.SignedIn } },
  'GET /auth/providers': { response: { 200: auth.ConfiguredProviders } },
  'GET /auth/google-login': { querystring: auth.ProviderLoginQuery, response: { 302: NoBody } },
  'GET /auth/microsoft-login': { querystring: auth.ProviderLoginQuery, response: { 302: NoBody } },
  'POST /auth/callback/:provider': {
    params: auth.ProviderParams,
    body: auth.ProviderCallbackBody,
    response: { 200: auth.ProviderSignedIn },
  },

  // Multipart: ProfileJson and Photo are read and checked by the route (server/features/profiles/profile-form.ts).
  'POST /profiles': { response: { 200: profiles.ProfileCreated, 201: profiles.ProfileCreated } },
  'GET /profiles': { querystring: profiles.OwnProfileQuery, response: { 200: profiles.OwnProfile } },
  'POST /profiles/updateProfileProperty': { body: profiles.PropertyUpdateBody, response: { 200: profiles.OwnProfile } },

  'GET /interests/ai-prompt-examples': { querystring: interests.AiPromptExamplesQuery, response: { 200: interests.AiPromptExamples } },
  'GET /interests/examples': { querystring: interests.InterestExampleQuery, response: { 200: interests.InterestExample } },
  'POST /interests/:id/ai-response': {
    params: interests.AiResponseParams,
    body: interests.AiResponseBody,
    response: { 200: interests.AiResponseSaved },
  },

  'POST /waitlist': { body: WaitlistBody, response: { 201: WaitlistSaved } },
  'GET /site-links': { response: { 200: SiteLinks } },
  'GET /features': { response: { 200: FeatureFlags } },

  'GET /profiles/all': { querystring: discover.BatchQuery, response: { 200: discover.BatchAnswer } },
  // The member's own card as others see it: a MemberCard, so no private preference (settings "preview").
  'GET /profiles/preview': { response: { 200: discover.MemberCard } },
  'GET /profiles/:profileId': { params: discover.ProfileParams, response: { 200: discover.MemberCard } },
  'GET /picks': { response: { 200: discover.OwnPicks } },
  'PUT /picks/:profileId': { params: discover.ProfileParams, body: discover.PickBody, response: { 200: discover.OwnPick } },
  'POST /blocks': { body: discover.BlockBody, response: { 200: discover.Blocked } },
  'POST /reports': { body: discover.ReportBody, response: { 200: discover.Reported } },

  'GET /groups/current': { response: { 200: groups.CurrentGroupAnswer } },
  'POST /groups/:groupId/check-in': { params: groups.GroupParams, body: groups.CheckInBody, response: { 200: groups.GroupAnswer } },
  'POST /groups/:groupId/check-in/:profileId': {
    params: groups.VouchParams,
    body: groups.CheckMemberInBody,
    response: { 200: groups.GroupAnswer },
  },
  'POST /groups/:groupId/were-there': { params: groups.GroupParams, response: { 200: groups.GroupAnswer } },
  'POST /groups/:groupId/dispute': { params: groups.GroupParams, body: groups.DisputeBody, response: { 200: groups.DisputeAnswer } },
  'GET /groups/:groupId/tip': { params: groups.GroupParams, response: { 200: groups.TipState } },
  'POST /groups/:groupId/tip': { params: groups.GroupParams, body: groups.TipBody, response: { 200: groups.TipState } },
  'POST /groups/:groupId/vouch/:profileId': { params: groups.VouchParams, response: { 200: groups.GroupAnswer } },
  'PUT /groups/:groupId/meet-again/:profileId': {
    params: groups.VouchParams,
    body: groups.MeetAgainBody,
    response: { 200: groups.GroupAnswer },
  },
  'POST /groups/:groupId/accept': { params: groups.GroupParams, response: { 200: groups.GroupAnswer } },
  'POST /groups/:groupId/decline': { params: groups.GroupParams, body: groups.DeclineBody, response: { 200: groups.GroupAnswer } },
  'PUT /groups/:groupId/venue': { params: groups.GroupParams, body: groups.VenueBody, response: { 200: groups.GroupAnswer } },
  'GET /notices': { response: { 200: groups.Notices } },
  'POST /notices/:noticeId/read': { params: groups.NoticeParams, response: { 204: NoBody } },

  'POST /invites': { body: invites.CreateInviteBody, response: { 201: invites.InviteAnswer } },
  'GET /invites/mine': { response: { 200: invites.OwnInvites } },
  'GET /invites': { querystring: invites.InviteQuery, response: { 200: invites.InviteAnswer } },
  'GET /invites/check': { querystring: invites.InviteQuery, response: { 200: invites.InviteCheck } },
  // A confirmed group's conversation: its members only (404 for anyone else); the stream is Server-Sent Events.
  'GET /group-chats': { response: { 200: chats.ChatList } },
  'GET /group-chats/:chatId': { params: chats.ChatParams, querystring: chats.ChatPageQuery, response: { 200: chats.ChatPage } },
  'POST /group-chats/:chatId/messages': {
    params: chats.ChatParams,
    body: chats.ChatMessageBody,
    response: { 200: chats.ChatMessage, 201: chats.ChatMessage },
  },
  'POST /group-chats/:chatId/read': { params: chats.ChatParams, body: chats.ChatReadBody, response: { 204: NoBody } },
  'POST /group-chats/:chatId/messages/:messageId/report': {
    params: chats.ChatMessageParams,
    body: chats.ChatReportBody,
    response: { 202: chats.ChatReported },
  },
  'GET /group-chats/:chatId/stream': chats.ChatStream,
  'GET /push/key': { response: { 200: push.PushKey } },
  'POST /push/subscriptions': { body: push.PushSubscriptionBody, response: { 201: push.PushSubscribed } },
  'DELETE /push/subscriptions': { querystring: push.PushEndpointQuery, response: { 200: push.PushUnsubscribed } },
  'GET /notifications/preferences': { response: { 200: push.NotificationPreferences } },
  'PUT /notifications/preferences': { body: push.NotificationPreferencesBody, response: { 200: push.NotificationPreferences } },
  // Multipart (location, video, promptId, promptType): read and checked by the route.
  'POST /videos/upload': { response: { 201: videos.OwnVideo } },
  'POST /payments/stripe/webhook': { response: { 200: payments.WebhookReceived } },
  'GET /payments/deposit': { response: { 200: payments.DepositTerms } },
  'GET /payments/mine': { response: { 200: payments.MyPayments } },
  'GET /payments/card': { response: { 200: payments.SavedCard } },
  'POST /payments/card/setup': { response: { 200: payments.CardSetupStarted } },
  'POST /payments/card/confirm': { response: { 200: payments.SavedCard } },
  'PUT /poetry-night/registration': { body: experiences.PoetryNightBody, response: { 200: experiences.PoetryNightRegistration } },
  'GET /poetry-night/registration': { response: { 200: experiences.OwnPoetryNight } },
  'POST /poetry-night/seats/:friday/release': {
    params: experiences.PoetryNightFridayParams,
    response: { 200: experiences.OwnPoetryNight },
  },
  // The event-format API (docs/product-rules.md#api-conventions).
  'POST /event-format/draft': { body: formats.EventFormatDraftBody, response: { 201: formats.EventFormatCreated } },
  'GET /event-format/search': { querystring: formats.EventFormatSearchQuery, response: { 200: formats.EventFormatList } },
  'GET /event-format/my-formats': { response: { 200: formats.EventFormatList } },
  'GET /event-format/:id': { params: formats.EventFormatParams, response: { 200: formats.EventFormatAnswer } },
  'PUT /event-format/:id': {
    params: formats.EventFormatParams,
    body: formats.EventFormatPayload,
    response: { 200: formats.EventFormatAnswer },
  },
  'POST /event-format/:id/claim': { params: formats.EventFormatParams, response: { 200: formats.EventFormatAnswer } },
  'PUT /event-format/:id/host-email': {
    params: formats.EventFormatParams,
    body: formats.HostEmailBody,
    response: { 200: formats.EventFormatAnswer },
  },
  'POST /event-format/:id/publish': { params: formats.EventFormatParams, response: { 200: formats.EventFormatAnswer } },
  'DELETE /event-format/:id': { params: formats.EventFormatParams, response: { 204: NoBody } },
  'POST /event-format/:id/archive': { params: formats.EventFormatParams, response: { 200: formats.EventFormatAnswer } },
  'POST /event-format/:id/duplicate': { params: formats.EventFormatParams, response: { 200: formats.EventFormatAnswer } },
  // The participant journey of a published format and the host dashboard (docs/product-rules.md#api-conventions, #host-dashboard).
  'POST /event-format/:id/interest': {
    params: journeyOfFormats.FormatParams,
    body: journeyOfFormats.InterestBody,
    response: { 202: journeyOfFormats.InterestSent },
  },
  'GET /event-format/:id/journey': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.JourneyView } },
  'GET /event-format/:id/cards': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.SelectionCards } },
  'PUT /event-format/:id/picks/:interestId': {
    params: journeyOfFormats.FormatPersonParams,
    body: journeyOfFormats.PickBody,
    response: { 204: NoBody },
  },
  'POST /event-format/:id/pay': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.PaymentAnswer } },
  'POST /event-format/:id/decline': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.JourneyView } },
  'GET /event-format/:id/people': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.HostFormatPeople } },
  'POST /event-format/:id/people/:interestId/move': {
    params: journeyOfFormats.FormatPersonParams,
    body: journeyOfFormats.MoveBody,
    response: { 200: journeyOfFormats.HostFormatPeople },
  },
  'POST /event-format/:id/groups/:groupId/approve': {
    params: journeyOfFormats.FormatGroupParams,
    response: { 200: journeyOfFormats.HostFormatPeople },
  },
  'POST /event-format/:id/advance': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.HostFormatPeople } },
  'PUT /event-format/:id/details': {
    params: journeyOfFormats.FormatParams,
    body: formats.EventFormatPayload,
    response: { 200: journeyOfFormats.EditedFormat },
  },
  'POST /event-format/:id/sessions/:sessionId/move': {
    params: journeyOfFormats.FormatSessionParams,
    body: journeyOfFormats.MoveSessionBody,
    response: { 200: journeyOfFormats.HostFormatPeople },
  },
  'POST /event-format/:id/cancel': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.HostFormatPeople } },
  'POST /event-format/:id/held': { params: journeyOfFormats.FormatParams, response: { 200: journeyOfFormats.HostFormatPeople } },
  'POST /event-format/:id/message': {
    params: journeyOfFormats.FormatParams,
    body: formatNotices.HostMessageBody,
    response: { 200: formatNotices.HostMessageSent },
  },
  'POST /event-format/:id/notices/:noticeId/read': { params: formatNotices.FormatNoticeParams, response: { 204: NoBody } },
  // Checking in at a program's sessions: the host's codes and check-ins, a paid participant's code, the host's tap.
  'GET /event-format/:id/sessions': { params: journeyOfFormats.FormatParams, response: { 200: checkIns.HostSessions } },
  'POST /event-format/:id/sessions/:sessionId/check-in': {
    params: checkIns.SessionParams,
    body: groups.CheckInBody,
    response: { 200: checkIns.MyCheckIns },
  },
  'POST /event-format/:id/sessions/:sessionId/check-in/:interestId': {
    params: checkIns.SessionPersonParams,
    body: groups.CheckMemberInBody,
    response: { 200: checkIns.HostSessions },
  },
  'GET /hosts/:hostId/dashboard': { params: journeyOfFormats.HostParams, response: { 200: journeyOfFormats.HostDashboard } },
  // The host's payout account (Stripe Connect, or the demo's) and their share on its way to their bank.
  'GET /hosts/me/payouts': { response: { 200: hostPayouts.HostPayouts } },
  'POST /hosts/me/payouts/connect': { response: { 200: hostPayouts.PayoutOnboarding } },
  'GET /experiences': { response: { 200: experiences.ExperienceList } },
  'GET /experiences/registrations': { response: { 200: experiences.OwnRegistrations } },
  'GET /experiences/:experienceId': { params: experiences.ExperienceParams, response: { 200: experiences.ExperienceView } },
  'PUT /experiences/:experienceId/registration': {
    params: experiences.ExperienceParams,
    body: experiences.RegistrationBody,
    response: { 200: experiences.RegistrationAnswer },
  },
  'POST /videos/tus': videos.TusRequest,
  'PATCH /videos/tus/:uploadId': videos.TusRequest,
  'POST /videos/uploads/finish': { body: videos.FinishUploadBody, response: { 201: videos.OwnVideo } },
  'POST /videos/delete': { body: videos.DeleteVideoBody, response: { 200: videos.VideoDeleted } },
  'GET /videos/mine': { response: { 200: videos.OwnVideos } },

  // Admins only (403 forbidden for everyone else): the video review queue and the member reports.
  'GET /review/videos': { response: { 200: review.ReviewVideos } },
  'POST /review/videos/:videoId/approve': { params: review.ReviewParams, response: { 200: review.ReviewVideo } },
  'POST /review/videos/:videoId/reject': { params: review.ReviewParams, body: review.RejectBody, response: { 200: review.ReviewVideo } },
  'GET /review/reports': { response: { 200: review.ReviewReports } },
  // No-show charges disputed by members: refund (the strike lifted too) or keep.
  'GET /review/disputes': { response: { 200: review.ReviewDisputes } },
  'POST /review/disputes/:disputeId/refund': { params: review.DisputeParams, response: { 200: review.ReviewDispute } },
  'POST /review/disputes/:disputeId/keep': { params: review.DisputeParams, response: { 200: review.ReviewDispute } },

  // Admins only: reported messages of groups' conversations, and removing one.
  'GET /review/chat-reports': { response: { 200: chats.ChatReports } },
  'POST /review/chat-messages/:messageId/remove': { params: chats.ChatRemoveParams, response: { 200: chats.ChatMessageRemoved } },

  'POST /users/updateUserProperty': { body: journey.UserPropertyBody, response: { 200: journey.UserRoadmaps } },

  'GET /users/me/data': { response: { 200: myData.MyData } },
  'GET /users/me/deletion': { response: { 200: myData.DeletionPlan } },
  'POST /users/me/delete': {
    body: myData.DeleteAccountBody,
    response: { 200: myData.AccountDeleted, 202: myData.AccountDeletionPending },
  },
} as const satisfies Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`, RouteContract>;

export type Api = typeof API;
export type ApiRoute = keyof Api;

type StaticOf<S> = S extends TSchema ? Static<S> : never;
/** What a route answers on success (every declared status together). */
export type AnswerOf<R extends ApiRoute> = { [S in keyof Api[R]['response']]: StaticOf<Api[R]['response'][S]> }[keyof Api[R]['response']];
/** A route's params, querystring and body, each present only when the route declares it. */
export type InputOf<R extends ApiRoute> = {
  [K in 'params' | 'querystring' | 'body' as K extends keyof Api[R] ? K : never]: K extends keyof Api[R] ? StaticOf<Api[R][K]> : never;
};
