import type { Database } from 'better-sqlite3';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, SEND_LIMITS } from '../../../shared/auth';
import { AppError } from '../../plugins/errors';
import type { Mailer } from '../mail/mailer';
import { codeRepo } from './code-repo';
import { hmac, newCode, newLinkSecret, sameHmac } from './codes';
import { secondsUntilAllowed } from './send-limits';
import { signInMail } from './sign-in-mail';

export interface SignInDeps {
  db: Database;
  key: Buffer;
  mailer: Mailer;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sending and checking sign-in codes and magic links. E-mails given here are already normalised. */
export function signInService({ db, key, mailer, now }: SignInDeps) {
  const codes = codeRepo(db);

  function refuseIfTooMany(email: string, clientAddress: string, at: Date): void {
    const since = (windowMs: number) => new Date(at.getTime() - windowMs).toISOString();
    const wait = Math.max(
      secondsUntilAllowed(codes.requestsForEmailSince(email, since(SEND_LIMITS.perEmailShort.windowMs)), SEND_LIMITS.perEmailShort, at),
      secondsUntilAllowed(codes.requestsForEmailSince(email, since(SEND_LIMITS.perEmailDay.windowMs)), SEND_LIMITS.perEmailDay, at),
      secondsUntilAllowed(codes.requestsForClientSince(clientAddress, since(SEND_LIMITS.perClient.windowMs)), SEND_LIMITS.perClient, at),
    );
    if (wait > 0) {
      throw new AppError('rate-limited', 429, 'Too many codes requested. Please wait a few minutes and try again.', undefined, {
        'Retry-After': String(wait),
      });
    }
  }

  /** Checks `guess` against the live code or link secret for `email`; single use, burned after 5 misses. */
  function consume(email: string, guess: string, field: 'codeHmac' | 'secretHmac'): boolean {
    const at = now();
    return db.transaction(() => {
      const stored = codes.find(email);
      if (!stored) return false;
      if (Date.parse(stored.expiresAt) <= at.getTime() || stored.failedAttempts >= MAX_CODE_ATTEMPTS) {
        codes.burn(email);
        return false;
      }
      if (sameHmac(stored[field], hmac(key, `${email}:${guess}`))) {
        codes.burn(email);
        return true;
      }
      if (stored.failedAttempts + 1 >= MAX_CODE_ATTEMPTS) codes.burn(email);
      else codes.countFailure(email);
      return false;
    }).immediate();
  }

  return {
    /**
     * Makes a new code and link secret (voiding earlier ones) and mails them. Known and unknown addresses get
     * exactly the same treatment: the account is only made when a code is verified.
     */
    async send(options: { email: string; clientAddress: string; linkBase: string; brandName: string }): Promise<void> {
      const { email, clientAddress, linkBase, brandName } = options;
      const at = now();
      const code = newCode();
      const secret = newLinkSecret();
      db.transaction(() => {
        refuseIfTooMany(email, clientAddress, at);
        codes.pruneRequestsBefore(new Date(at.getTime() - DAY_MS).toISOString());
        codes.recordRequest(email, clientAddress, at.toISOString());
        codes.replace(email, hmac(key, `${email}:${code}`), hmac(key, `${email}:${secret}`), at.toISOString(),
          new Date(at.getTime() + CODE_TTL_MS).toISOString());
      }).immediate();
      const link = `${linkBase}/login/magic-link?${new URLSearchParams({ email, secret })}`;
      try {
        await mailer.send(signInMail({ to: email, code, link, brandName }));
      } catch (error) {
        codes.burn(email);
        throw new AppError('mail-failed', 502, 'Failed to send verification code. Please try again.', undefined, undefined, { cause: error });
      }
    },
    verifyCode(email: string, code: string): boolean {
      return consume(email, code, 'codeHmac');
    },
    verifyLinkSecret(email: string, secret: string): boolean {
      return consume(email, secret, 'secretHmac');
    },
  };
}
