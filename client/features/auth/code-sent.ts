import { CODE_TTL_MS } from '../../../shared/auth';

/**
 * The code step outlives a reload: phones reload a tab the person left for their mail app, and the code they
 * are about to type must still have a screen to go into. Kept per tab (sessionStorage), for the code's lifetime,
 * and dropped once anyone signs in. Only the address and the time: never the code.
 */
export interface CodeSent {
  email: string;
  sentAt: number;
}

/** The register flows (/register and the wizard's last step) and /login + /create-account each keep their own. */
export type CodeSentFlow = 'login' | 'register';

const FLOWS: CodeSentFlow[] = ['login', 'register'];
const key = (flow: CodeSentFlow) => `sign-in:code-sent:${flow}`;

/** A stored entry, if well formed and its code still works at `now`. */
export function parseCodeSent(raw: string | null, now: number): CodeSent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CodeSent> | null;
    if (typeof value?.email !== 'string' || !value.email || typeof value.sentAt !== 'number') return null;
    const age = now - value.sentAt;
    return age >= 0 && age < CODE_TTL_MS ? { email: value.email, sentAt: value.sentAt } : null;
  } catch {
    return null;
  }
}

// Storage can be missing or refuse (private modes, quotas): the flow then simply starts at the e-mail again.
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCodeSent(flow: CodeSentFlow, now = Date.now()): CodeSent | null {
  const found = parseCodeSent(storage()?.getItem(key(flow)) ?? null, now);
  if (!found) forgetCodeSent(flow);
  return found;
}

export function saveCodeSent(flow: CodeSentFlow, sent: CodeSent): void {
  try {
    storage()?.setItem(key(flow), JSON.stringify(sent));
  } catch (error) {
    console.warn('could not keep the code step for a reload', error);
  }
}

export function forgetCodeSent(flow: CodeSentFlow): void {
  try {
    storage()?.removeItem(key(flow));
  } catch {
    // Nothing stored, or nothing we can do: either way nothing will be restored from it.
  }
}

/** Someone signed in: no code step in this tab is waiting any more. */
export function forgetAllCodesSent(): void {
  FLOWS.forEach(forgetCodeSent);
}
