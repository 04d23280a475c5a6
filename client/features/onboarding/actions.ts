import type { InterestChoice } from '../../../shared/interests';
import { emptyDraft, toProfileJson, type OnboardingDraft } from '../../../shared/onboarding';
import { apiCall, apiFetch, NetworkError } from '../../api/http';
import { db } from '../../data/db';
import { enqueue, onOutboxDone } from '../../data/outbox';
import { markProfilePending } from '../auth/session-store';
import { firstInterestId } from './onboarding-rules';

const DRAFT_KEY = 'current';
/** A waitlist lead typed offline, sent on the next visit to /start or when the connection returns. */
const PENDING_WAITLIST_KEY = 'onboarding.pendingWaitlist';
/** The pasted AI answer, kept until the profile exists and its first interest has an id (docs/product-rules.md#onboarding-and-profile). */
const PENDING_AI_RESPONSE_KEY = 'onboarding.pendingAiResponse';
/** The outbox entry of the profile just submitted, so /home can say 'profile created' once it is gone. */
export const SUBMITTED_PROFILE_KEY = 'onboarding.submittedProfile';
/** Set when the wizard ended by signing in to an account that has a profile: /home says its answers were not used. */
export const ALREADY_A_MEMBER_KEY = 'onboarding.alreadyAMember';

/** The stored draft, or null when there is none; fields added in later versions get their defaults. */
export async function loadDraft(): Promise<OnboardingDraft | null> {
  const row = await db.onboardingDraft.get(DRAFT_KEY);
  return row ? { ...emptyDraft(), ...row.draft } : null;
}

export async function saveDraft(draft: OnboardingDraft): Promise<void> {
  await db.onboardingDraft.put({ key: DRAFT_KEY, draft });
}

/** The interest whose texts the detail dialog is being filled in for, so a reload reopens it as it was. */
export async function loadPendingInterest(): Promise<InterestChoice | null> {
  const row = await db.pendingInterests.orderBy('id').last();
  if (!row) return null;
  const { id: _id, ...interest } = row;
  return interest;
}

export async function savePendingInterest(interest: InterestChoice | null): Promise<void> {
  await db.transaction('rw', db.pendingInterests, async () => {
    await db.pendingInterests.clear();
    if (interest) await db.pendingInterests.add({ ...interest });
  });
}

export interface WaitlistLead {
  location: string;
  cityOrPostalCode: string;
}

/** Leaves a city or postal code for the waitlist; offline it is kept on the device and sent later. */
export async function joinWaitlist(lead: WaitlistLead): Promise<'sent' | 'saved'> {
  try {
    await apiFetch<void>('/waitlist', { method: 'POST', body: JSON.stringify(lead) });
    return 'sent';
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await db.settings.put({ key: PENDING_WAITLIST_KEY, value: JSON.stringify(lead) });
    return 'saved';
  }
}

/** Sends a lead saved offline; it stays for next time if the network is still away. */
export async function sendPendingWaitlist(): Promise<void> {
  const row = await db.settings.get(PENDING_WAITLIST_KEY);
  if (!row) return;
  try {
    await apiFetch<void>('/waitlist', { method: 'POST', body: row.value });
    await db.settings.delete(PENDING_WAITLIST_KEY);
  } catch (error) {
    if (error instanceof NetworkError) return;
    console.warn('the waitlist refused a saved lead; dropping it', error);
    await db.settings.delete(PENDING_WAITLIST_KEY);
  }
}

/**
 * After the e-mail is verified: the profile (with the photo bytes) goes into the outbox, so it reaches the
 * server exactly once even if the connection drops now, and the member pages open at once. The draft is
 * passed in from memory because a sign-in by a different person than the last one on this device has just
 * cleared every local table.
 */
export async function submitProfile(draft: OnboardingDraft): Promise<void> {
  const opId = await db.transaction('rw', [db.outbox, db.onboardingDraft, db.pendingInterests, db.settings], async () => {
    const id = await enqueue('create-profile', { profileJson: toProfileJson(draft), photo: draft.photo });
    await db.settings.put({ key: SUBMITTED_PROFILE_KEY, value: id });
    if (draft.aiResponseText.trim()) await db.settings.put({ key: PENDING_AI_RESPONSE_KEY, value: draft.aiResponseText });
    await db.onboardingDraft.delete(DRAFT_KEY);
    await db.pendingInterests.clear();
    return id;
  });
  // Listening from here rather than from /home: the answer can arrive before that screen has loaded.
  const stop = onOutboxDone((done) => {
    if (done.opId !== opId) return;
    stop();
    sendPendingAiResponse(done.body).catch((error: unknown) => console.warn('could not send the AI answer', error));
  });
  markProfilePending();
}

/**
 * The wizard's register step signed in to an account that already has a profile: a second one would be refused, so
 * nothing is sent and /home says so.
 */
export async function noteAlreadyAMember(): Promise<void> {
  await db.settings.put({ key: ALREADY_A_MEMBER_KEY, value: new Date().toISOString() });
}

/** Forgets that note once /home has shown it. */
export async function forgetAlreadyAMember(): Promise<void> {
  await db.settings.delete(ALREADY_A_MEMBER_KEY);
}

/** Forgets the submitted profile once /home has said it was created. */
export async function forgetSubmittedProfile(): Promise<void> {
  await db.settings.delete(SUBMITTED_PROFILE_KEY);
}

/** POST /interests/{id}/ai-response once the profile exists; a failure is only logged (docs/product-rules.md#onboarding-and-profile). */
async function sendPendingAiResponse(profileAnswer: unknown): Promise<void> {
  const row = await db.settings.get(PENDING_AI_RESPONSE_KEY);
  if (!row) return;
  await db.settings.delete(PENDING_AI_RESPONSE_KEY);
  const id = firstInterestId(profileAnswer);
  if (!id) return;
  try {
    await apiCall('POST /interests/:id/ai-response', { params: { id }, body: { aiResponseText: row.value } });
  } catch (error) {
    console.warn('could not store the AI answer on the first interest', error);
  }
}
