import type { Database } from '../../db/database';
import {
  ADDRESS_CODE_FAILURE_LIMITS,
  CODE_TTL_MS,
  KNOWN_BROWSER_MS,
  MAX_CODE_ATTEMPTS,
  SEND_LIMITS,
  VERIFY_LIMIT,
} from '../../../shared/auth';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { Mailer } from '../mail/mailer';
import { type Check, secondsToWait, subject } from '../rate-limits/limits';
import type { StoredCode, Way } from './code-repo';
import { hmac, newCode, newLinkSecret, sameHmac } from './codes';
import type { Requester } from './requester';
import { signInMail } from './sign-in-mail';

export interface SignInDeps {
  db: Database;
  repos: Repos;
  key: Buffer;
  mailer: Mailer;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest window any sign-in limit reads: older hits are pruned. */
const LONGEST_WINDOW_MS = Math.max(...ADDRESS_CODE_FAILURE_LIMITS.map((limit) => limit.windowMs), DAY_MS);

const TOO_MANY_SENDS = (wait: number) =>
  new AppError('rate-limited', 429, 'Too many codes requested. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(wait),
  });
const TOO_MANY_TRIES = (wait: number) =>
  new AppError('rate-limited', 429, 'Too many attempts. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(wait),
  });
const TOO_MANY_FOR_ADDRESS = (wait: number) =>
  new AppError(
    'rate-limited',
    429,
    'Too many wrong codes were tried for this e-mail address. Use the link in the e-mail we sent you, or try again later.',
    undefined,
    { 'Retry-After': String(wait) },
  );

/**
 * Sending and checking sign-in codes and magic links; e-mails given here are already normalised. How a stranger is
 * kept from locking anyone out, and guessing stays bounded, is told in ../../../shared/auth.ts (the limits) and this
 * feature's tests: each browser has its own code, its owner's browsers their own limits, and the link always works.
 */
export function signInService({ db, repos, key, mailer, now }: SignInDeps) {
  const { codes, rateLimits: hits } = repos;
  const before = (at: Date, ms: number) => new Date(at.getTime() - ms).toISOString();

  /** Whether the requesting browser signed in to this account lately: then it is the owner's. */
  function isOwnersBrowser(email: string, { browserId }: Requester, at: Date): Promise<boolean> {
    return browserId ? codes.isKnownBrowser(email, browserId, before(at, KNOWN_BROWSER_MS)) : Promise.resolve(false);
  }

  /** The limits a send must pass: the browser's own always; a stranger's also those it shares with others. */
  async function sendChecks(email: string, requester: Requester, owners: boolean, at: Date): Promise<Check[]> {
    const { clientAddress, browserId } = requester;
    const checks: Check[] = [];
    if (browserId) {
      checks.push(
        { limit: SEND_LIMITS.perRequesterShort, subject: subject('email+browser', email, browserId) },
        { limit: SEND_LIMITS.perRequesterDay, subject: subject('email+browser', email, browserId) },
      );
    }
    if (owners) return checks;
    checks.push(
      { limit: SEND_LIMITS.perRequesterShort, subject: subject('email+client', email, clientAddress) },
      { limit: SEND_LIMITS.perRequesterDay, subject: subject('email+client', email, clientAddress) },
      { limit: SEND_LIMITS.perClient, subject: subject('client', clientAddress) },
    );
    // A browser that already asked today is asking again for its own code: the ceiling others fill does not stop it.
    const askedToday =
      browserId !== null && (await hits.countFrom('sign-in-send', subject('email+browser', email, browserId), before(at, DAY_MS))) > 0;
    if (!askedToday) checks.push({ limit: SEND_LIMITS.perEmailDay, subject: subject('email', email) });
    return checks;
  }

  /** What one accepted send counts against. */
  function sendSubjects(email: string, { clientAddress, ownBrowserId }: Requester): string[] {
    return [
      subject('email', email),
      subject('email+client', email, clientAddress),
      subject('client', clientAddress),
      subject('email+browser', email, ownBrowserId),
    ];
  }

  /** The live code this request may try, and by which way: its browser's own, or without a cookie its address's. */
  async function reachable(email: string, requester: Requester, at: Date): Promise<{ code: StoredCode; way: Way } | null> {
    const way: Way = requester.browserId ? 'browser' : 'address';
    const code = await codes.reachedBy(email, way, requester.browserId ?? requester.clientAddress);
    if (!code || Date.parse(code.expiresAt) <= at.getTime()) return null;
    const failures = way === 'browser' ? code.browserFailures : code.addressFailures;
    return failures < MAX_CODE_ATTEMPTS ? { code, way } : null;
  }

  async function refuseIfWaiting(checks: Check[], at: Date, refusal: (wait: number) => AppError): Promise<void> {
    const wait = await secondsToWait(hits, 'sign-in-failure', checks, at);
    if (wait > 0) throw refusal(wait);
  }

  return {
    /**
     * Makes this browser a new code and link secret (voiding the one it had; other browsers' codes stay) and mails
     * them. Known and unknown addresses get exactly the same treatment: the account is only made when one is verified.
     */
    async send(options: { email: string; requester: Requester; linkBase: string; brandName: string }): Promise<void> {
      const { email, requester, linkBase, brandName } = options;
      const at = now();
      const code = newCode();
      const secret = newLinkSecret();
      await db.transaction(async () => {
        const owners = await isOwnersBrowser(email, requester, at);
        const wait = await secondsToWait(hits, 'sign-in-send', await sendChecks(email, requester, owners, at), at);
        if (wait > 0) throw TOO_MANY_SENDS(wait);
        await hits.pruneBefore('sign-in-send', before(at, DAY_MS));
        await hits.pruneBefore('sign-in-failure', before(at, LONGEST_WINDOW_MS));
        await codes.pruneExpired(at.toISOString());
        await codes.forgetBrowsersBefore(before(at, KNOWN_BROWSER_MS));
        await hits.record('sign-in-send', sendSubjects(email, requester), at.toISOString());
        await codes.replace(email, {
          browserId: requester.ownBrowserId,
          clientAddress: requester.browserId ? null : requester.clientAddress,
          codeHmac: hmac(key, `${email}:${code}`),
          secretHmac: hmac(key, `${email}:${secret}`),
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + CODE_TTL_MS).toISOString(),
        });
      });
      const link = `${linkBase}/login/magic-link?${new URLSearchParams({ email, secret })}`;
      try {
        await mailer.send(signInMail({ to: email, code, link, brandName }));
      } catch (error) {
        await codes.burn(email, requester.ownBrowserId);
        throw new AppError('mail-failed', 502, 'Failed to send verification code. Please try again.', undefined, undefined, {
          cause: error,
        });
      }
    },

    /**
     * Checks a typed code against the one code this request may reach (single use: a sign-in voids all the address's
     * codes). A stranger's guesses never reach, and so never void, anyone else's code. Wrong tries at a live code
     * count against it (by its way in), against the client address and, from a browser not the owner's, against the
     * address's monthly allowance; once that is spent only the owner's browsers and the link still sign in.
     */
    verifyCode(email: string, guess: string, requester: Requester): Promise<boolean> {
      const at = now();
      return db.transaction(async () => {
        const owners = await isOwnersBrowser(email, requester, at);
        if (!owners) {
          await refuseIfWaiting([{ limit: VERIFY_LIMIT, subject: subject('client', requester.clientAddress) }], at, TOO_MANY_TRIES);
          const perAddress = ADDRESS_CODE_FAILURE_LIMITS.map((limit) => ({ limit, subject: subject('email', email) }));
          await refuseIfWaiting(perAddress, at, TOO_MANY_FOR_ADDRESS);
        }
        const live = await reachable(email, requester, at);
        if (live && sameHmac(live.code.codeHmac, hmac(key, `${email}:${guess}`))) {
          await codes.burnAll(email);
          return true;
        }
        const failedAgainst = [subject('client', requester.clientAddress)];
        if (live) {
          await codes.countFailure(email, live.code.browserId, live.way);
          if (!owners) failedAgainst.push(subject('email', email));
        }
        await hits.record('sign-in-failure', failedAgainst, at.toISOString());
        return false;
      });
    },

    /**
     * Checks a magic link's secret against every live code of the address: the link is opened wherever the mail is
     * read, and its 128 random bits need no per-address count. Wrong ones count against the client address.
     */
    verifyLinkSecret(email: string, secret: string, requester: Requester): Promise<boolean> {
      const at = now();
      const guess = hmac(key, `${email}:${secret}`);
      return db.transaction(async () => {
        const all = await codes.allFor(email);
        if (all.some((code) => Date.parse(code.expiresAt) > at.getTime() && sameHmac(code.secretHmac, guess))) {
          await codes.burnAll(email);
          return true;
        }
        await refuseIfWaiting([{ limit: VERIFY_LIMIT, subject: subject('client', requester.clientAddress) }], at, TOO_MANY_TRIES);
        await hits.record('sign-in-failure', [subject('client', requester.clientAddress)], at.toISOString());
        return false;
      });
    },
  };
}
