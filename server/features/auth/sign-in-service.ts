import type { Database } from '../../db/database';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, MAX_CODE_ATTEMPTS_ALL, SEND_LIMITS, VERIFY_LIMIT } from '../../../shared/auth';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { Mailer } from '../mail/mailer';
import { type Check, secondsToWait, subject } from '../rate-limits/limits';
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

const TOO_MANY_SENDS = (wait: number) =>
  new AppError('rate-limited', 429, 'Too many codes requested. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(wait),
  });
const TOO_MANY_TRIES = (wait: number) =>
  new AppError('rate-limited', 429, 'Too many attempts. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(wait),
  });

/**
 * Sending and checking sign-in codes and magic links. E-mails given here are already normalised. Sends and wrong
 * guesses are counted as rate-limit hits (../rate-limits): a send against the address, the address from this client
 * address and from this browser, and the client address; a wrong guess against the address (the code's total), the
 * address by this requester, and the client address.
 */
export function signInService({ db, repos, key, mailer, now }: SignInDeps) {
  const { codes, rateLimits: hits } = repos;

  async function refuseIfTooMany(email: string, requester: Requester, at: Date): Promise<void> {
    const { clientAddress, browserId } = requester;
    const checks: Check[] = [
      { limit: SEND_LIMITS.perRequesterShort, subject: subject('email+client', email, clientAddress) },
      { limit: SEND_LIMITS.perRequesterDay, subject: subject('email+client', email, clientAddress) },
      { limit: SEND_LIMITS.perEmailDay, subject: subject('email', email) },
      { limit: SEND_LIMITS.perClient, subject: subject('client', clientAddress) },
    ];
    if (browserId) {
      checks.push(
        { limit: SEND_LIMITS.perRequesterShort, subject: subject('email+browser', email, browserId) },
        { limit: SEND_LIMITS.perRequesterDay, subject: subject('email+browser', email, browserId) },
      );
    }
    const wait = await secondsToWait(hits, 'sign-in-send', checks, at);
    if (wait > 0) throw TOO_MANY_SENDS(wait);
  }

  /** What one accepted send counts against. */
  function sendSubjects(email: string, { clientAddress, browserId }: Requester): string[] {
    const subjects = [subject('email', email), subject('email+client', email, clientAddress), subject('client', clientAddress)];
    if (browserId) subjects.push(subject('email+browser', email, browserId));
    return subjects;
  }

  /**
   * Checks `guess` against the live code or link secret for `email`; single use. A requester's own misses stop
   * only that requester; misses from everyone together burn the code; a client address with many misses waits.
   */
  function consume(email: string, guess: string, field: 'codeHmac' | 'secretHmac', requester: Requester): Promise<boolean> {
    const at = now();
    return db.transaction(async () => {
      const wait = await secondsToWait(
        hits,
        'sign-in-failure',
        [{ limit: VERIFY_LIMIT, subject: subject('client', requester.clientAddress) }],
        at,
      );
      if (wait > 0) throw TOO_MANY_TRIES(wait);
      if (await matches(email, guess, field, requester, at)) return true;
      // Every refusal counts toward the address's verify limit, whether or not a code exists (no enumeration).
      const failedAgainst = [
        subject('email', email),
        subject('email+requester', email, requester.key),
        subject('client', requester.clientAddress),
      ];
      await hits.record('sign-in-failure', failedAgainst, at.toISOString());
      return false;
    });
  }

  async function matches(email: string, guess: string, field: 'codeHmac' | 'secretHmac', requester: Requester, at: Date): Promise<boolean> {
    const stored = await codes.find(email);
    if (!stored) return false;
    // Wrong tries from everyone since the code was made.
    const failedAttempts = () => hits.countFrom('sign-in-failure', subject('email', email), stored.createdAt);
    if (Date.parse(stored.expiresAt) <= at.getTime() || (await failedAttempts()) >= MAX_CODE_ATTEMPTS_ALL) {
      await codes.burn(email);
      return false;
    }
    const ownFailures = await hits.countFrom('sign-in-failure', subject('email+requester', email, requester.key), stored.createdAt);
    if (ownFailures >= MAX_CODE_ATTEMPTS) return false;
    if (!sameHmac(stored[field], hmac(key, `${email}:${guess}`))) return false;
    await codes.burn(email);
    return true;
  }

  return {
    /**
     * Makes a new code and link secret (voiding earlier ones) and mails them. Known and unknown addresses get
     * exactly the same treatment: the account is only made when a code is verified.
     */
    async send(options: { email: string; requester: Requester; linkBase: string; brandName: string }): Promise<void> {
      const { email, requester, linkBase, brandName } = options;
      const at = now();
      const code = newCode();
      const secret = newLinkSecret();
      await db.transaction(async () => {
        await refuseIfTooMany(email, requester, at);
        const dayAgo = new Date(at.getTime() - DAY_MS).toISOString();
        await hits.pruneBefore('sign-in-send', dayAgo);
        await hits.pruneBefore('sign-in-failure', dayAgo);
        await hits.record('sign-in-send', sendSubjects(email, requester), at.toISOString());
        await codes.replace(
          email,
          hmac(key, `${email}:${code}`),
          hmac(key, `${email}:${secret}`),
          at.toISOString(),
          new Date(at.getTime() + CODE_TTL_MS).toISOString(),
        );
      });
      const link = `${linkBase}/login/magic-link?${new URLSearchParams({ email, secret })}`;
      try {
        await mailer.send(signInMail({ to: email, code, link, brandName }));
      } catch (error) {
        await codes.burn(email);
        throw new AppError('mail-failed', 502, 'Failed to send verification code. Please try again.', undefined, undefined, {
          cause: error,
        });
      }
    },
    verifyCode(email: string, code: string, requester: Requester): Promise<boolean> {
      return consume(email, code, 'codeHmac', requester);
    },
    verifyLinkSecret(email: string, secret: string, requester: Requester): Promise<boolean> {
      return consume(email, secret, 'secretHmac', requester);
    },
  };
}
