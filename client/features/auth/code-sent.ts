import { CODE_TTL_MS } from '../../../shared/auth';
import { type CodeSent, firstLoadSettings } from '../../data/first-load-settings';
import { decodeSetting, forgetSetting, readSetting, writeSetting } from '../../data/stored-setting';

/**
 * The code step outlives a reload: phones reload a tab the person left for their mail app, and the code they
 * are about to type must still have a screen to go into. Kept per tab (sessionStorage), for the code's lifetime,
 * and dropped once anyone signs in. Only the address and the time: never the code.
 */
export type { CodeSent };

/** The register flows (/register and the wizard's last step) and /login + /create-account each keep their own. */
export type CodeSentFlow = 'login' | 'register';

const FLOWS: CodeSentFlow[] = ['login', 'register'];

/** The entry, if its code still works at `now`. */
function fresh(value: CodeSent | null, now: number): CodeSent | null {
  if (!value) return null;
  const age = now - value.sentAt;
  return age >= 0 && age < CODE_TTL_MS ? { email: value.email, sentAt: value.sentAt } : null;
}

/** A stored entry, if well formed and its code still works at `now` (the schema is the same for every flow). */
export const parseCodeSent = (raw: string | null, now: number): CodeSent | null =>
  fresh(decodeSetting(firstLoadSettings.codeSent('login'), raw), now);

// Storage can be missing or refuse (private modes, quotas): the flow then simply starts at the e-mail again.
export function readCodeSent(flow: CodeSentFlow, now = Date.now()): CodeSent | null {
  const found = fresh(readSetting(firstLoadSettings.codeSent(flow)), now);
  if (!found) forgetCodeSent(flow);
  return found;
}

export function saveCodeSent(flow: CodeSentFlow, sent: CodeSent): void {
  if (!writeSetting(firstLoadSettings.codeSent(flow), sent)) console.warn('could not keep the code step for a reload');
}

export function forgetCodeSent(flow: CodeSentFlow): void {
  forgetSetting(firstLoadSettings.codeSent(flow));
}

/** Someone signed in: no code step in this tab is waiting any more. */
export function forgetAllCodesSent(): void {
  FLOWS.forEach(forgetCodeSent);
}
