import type { Database } from '../../db/database';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, MAX_CODE_ATTEMPTS_ALL, SEND_LIMITS, VERIFY_LIMIT } from '../../../shared/auth';
import { AppError } from '../../plugins/errors';
import type { Mailer } from '../mail/mailer';
import { codeRepo } from './code-repo';
import { hmac, newCode, newLinkSecret, sameHmac } from './codes';
import type { Requester } from './requester';
import { secondsUntilAllowed, type Limit } from './send-limits';
import { signInMail } from './sign-in-mail';

export interface SignInDeps {
  db: Database;
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

/** Sending and checking sign-in codes and magic links. E-mails given here are already normalised. */
export function signInService({ db, key, mailer, now }: SignInDeps) {
  const codes = codeRepo(db);

  /** The longest wait any of these limits asks for; 0 when all allow one more now. */
  async function longestWait(at: Date, checks: [Limit, (since: string) => Promise<string[]>][]): Promise<number> {
    const since = (windowMs: number) => new Date(at.getTime() - windowMs).toISOString();
    let wait = 0;
    for (const [limit, earlier] of checks) {
      wait = Math.max(wait, secondsUntilAllowed(await earlier(since(limit.windowMs)), limit, at));
    }
    return wait;
  }

  async function refuseIfTooMany(email: string, requester: Requester, at: Date): Promise<void> {
    const { clientAddress, browserId } = requester;
    const checks: [Limit, (since: string) => Promise<string[]>][] = [
      [SEND_LIMITS.perRequesterShort, (since) => codes.requestsForEmailFromClientSince(email, clientAddress, since)],
      [SEND_LIMITS.perRequesterDay, (since) => codes.requestsForEmailFromClientSince(email, clientAddress, since)],
      [SEND_LIMITS.perEmailDay, (since) => codes.requestsForEmailSince(email, since)],
      [SEND_LIMITS.perClient, (since) => codes.requestsForClientSince(clientAddress, since)],
    ];
    if (browserId) {
      checks.push(
        [SEND_LIMITS.perRequesterShort, (since) => codes.requestsForEmailFromBrowserSince(email, browserId, since)],
        [SEND_LIMITS.perRequesterDay, (since) => codes.requestsForEmailFromBrowserSince(email, browserId, since)],
      );
    }
    const wait = await longestWait(at, checks);
    if (wait > 0) throw TOO_MANY_SENDS(wait);
  }

  /**
   * Checks `guess` against the live code or link secret for `email`; single use. A requester's own misses stop
   * only that requester; misses from everyone together burn the code; a client address with many misses waits.
   */
  function consume(email: string, guess: string, field: 'codeHmac' | 'secretHmac', requester: Requester): Promise<boolean> {
    const at = now();
    return db.transaction(async () => {
      const wait = await longestWait(at, [[VERIFY_LIMIT, (since) => codes.failuresFromClientSince(requester.clientAddress, since)]]);
      if (wait > 0) throw TOO_MANY_TRIES(wait);
      if (await matches(email, guess, field, requester, at)) return true;
      // Every refusal counts toward the address's verify limit, whether or not a code exists (no enumeration).
      await codes.recordFailure(email, requester.key, requester.clientAddress, at.toISOString());
      return false;
    });
  }

  async function matches(email: string, guess: string, field: 'codeHmac' | 'secretHmac', requester: Requester, at: Date): Promise<boolean> {
    const stored = await codes.find(email);
    if (!stored) return false;
    if (Date.parse(stored.expiresAt) <= at.getTime() || stored.failedAttempts >= MAX_CODE_ATTEMPTS_ALL) {
      await codes.burn(email);
      return false;
    }
    if ((await codes.failuresOfRequesterSince(email, requester.key, stored.createdAt)) >= MAX_CODE_ATTEMPTS) return false;
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
        await codes.pruneBefore(new Date(at.getTime() - DAY_MS).toISOString());
        await codes.recordRequest(email, requester.clientAddress, requester.browserId, at.toISOString());
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
