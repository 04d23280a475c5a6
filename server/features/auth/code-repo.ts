import type { Database } from '../../db/database';

export interface StoredCode {
  browserId: string;
  /** Set when the browser asked without a cookie: a browser that keeps none comes back by its address alone. */
  clientAddress: string | null;
  codeHmac: string;
  secretHmac: string;
  createdAt: string;
  expiresAt: string;
  browserFailures: number;
  addressFailures: number;
}

/** How a code was reached: by the cookie of the browser that asked for it, or, without one, by its client address. */
export type Way = 'browser' | 'address';

const COLUMNS = `browser_id AS "browserId", client_address AS "clientAddress", code_hmac AS "codeHmac", secret_hmac AS "secretHmac",
  created_at AS "createdAt", expires_at AS "expiresAt", browser_failures AS "browserFailures", address_failures AS "addressFailures"`;
const UPSERT = `INSERT INTO sign_in_codes (email, browser_id, client_address, code_hmac, secret_hmac, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (email, browser_id) DO UPDATE SET client_address = excluded.client_address, code_hmac = excluded.code_hmac,
      secret_hmac = excluded.secret_hmac, created_at = excluded.created_at, expires_at = excluded.expires_at,
      browser_failures = 0, address_failures = 0`;
const FOR_BROWSER = `SELECT ${COLUMNS} FROM sign_in_codes WHERE email = ? AND browser_id = ?`;
const FOR_ADDRESS = `SELECT ${COLUMNS} FROM sign_in_codes WHERE email = ? AND client_address = ?`;
/**
 * A browser that keeps no cookie comes back as a new one each time: the address's newest code is its live one, so
 * a send without a cookie takes the address way from the codes asked before it (their browsers keep theirs).
 */
const DETACH_ADDRESS = 'UPDATE sign_in_codes SET client_address = NULL WHERE email = ? AND client_address = ?';
const ALL_FOR = `SELECT ${COLUMNS} FROM sign_in_codes WHERE email = ?`;
const COUNT_FAILURE: Record<Way, string> = {
  browser: 'UPDATE sign_in_codes SET browser_failures = browser_failures + 1 WHERE email = ? AND browser_id = ?',
  address: 'UPDATE sign_in_codes SET address_failures = address_failures + 1 WHERE email = ? AND browser_id = ?',
};
const REMOVE_ONE = 'DELETE FROM sign_in_codes WHERE email = ? AND browser_id = ?';
const REMOVE_ALL = 'DELETE FROM sign_in_codes WHERE email = ?';
const REMOVE_EXPIRED = 'DELETE FROM sign_in_codes WHERE expires_at <= ?';

const REMEMBER_BROWSER = `INSERT INTO sign_in_browsers (user_id, browser_id, signed_in_at) VALUES (?, ?, ?)
    ON CONFLICT (user_id, browser_id) DO UPDATE SET signed_in_at = excluded.signed_in_at`;
const KNOWN_BROWSER = 'SELECT 1 AS "known" FROM sign_in_browsers WHERE user_id = ? AND browser_id = ? AND signed_in_at > ?';
const BROWSERS_OF = 'SELECT signed_in_at AS "signedInAt" FROM sign_in_browsers WHERE user_id = ? ORDER BY signed_in_at';
const FORGET_BROWSERS = 'DELETE FROM sign_in_browsers WHERE signed_in_at <= ?';

/**
 * All SQL for sign_in_codes (one live code per address and asking browser) and sign_in_browsers (the browsers that
 * signed in to an account). Sends and wrong tries are also counted as rate-limit hits (../rate-limits).
 */
export function codeRepo(db: Database) {
  return {
    /** Stores the browser's new code for this address, voiding the one it had; other browsers' codes stay. */
    async replace(email: string, code: Omit<StoredCode, 'browserFailures' | 'addressFailures'>): Promise<void> {
      const { browserId, clientAddress, codeHmac, secretHmac, createdAt, expiresAt } = code;
      if (clientAddress) await db.run(DETACH_ADDRESS, [email, clientAddress]);
      await db.run(UPSERT, [email, browserId, clientAddress, codeHmac, secretHmac, createdAt, expiresAt]);
    },
    /** The code of this address that a request reaches: its browser's own, or, with no cookie, its address's newest. */
    reachedBy(email: string, way: Way, key: string): Promise<StoredCode | undefined> {
      return db.get<StoredCode>(way === 'browser' ? FOR_BROWSER : FOR_ADDRESS, [email, key]);
    },
    /** Every live code of the address, whoever asked: a magic link works in any browser. */
    allFor(email: string): Promise<StoredCode[]> {
      return db.all<StoredCode>(ALL_FOR, [email]);
    },
    async countFailure(email: string, browserId: string, way: Way): Promise<void> {
      await db.run(COUNT_FAILURE[way], [email, browserId]);
    },
    async burn(email: string, browserId: string): Promise<void> {
      await db.run(REMOVE_ONE, [email, browserId]);
    },
    /** Voids every code of the address: after a sign-in, none of them is needed any more. */
    async burnAll(email: string): Promise<void> {
      await db.run(REMOVE_ALL, [email]);
    },
    async pruneExpired(at: string): Promise<void> {
      await db.run(REMOVE_EXPIRED, [at]);
    },

    async rememberBrowser(userId: string, browserId: string, at: string): Promise<void> {
      await db.run(REMEMBER_BROWSER, [userId, browserId, at]);
    },
    /** Whether this browser signed in to the account after `since`. */
    async isKnownBrowser(userId: string, browserId: string, since: string): Promise<boolean> {
      return (await db.get(KNOWN_BROWSER, [userId, browserId, since])) !== undefined;
    },
    /** When each of the account's browsers last signed in (for "download my data"; the ids stay on the server). */
    browsersOf(userId: string): Promise<{ signedInAt: string }[]> {
      return db.all<{ signedInAt: string }>(BROWSERS_OF, [userId]);
    },
    async forgetBrowsersBefore(at: string): Promise<void> {
      await db.run(FORGET_BROWSERS, [at]);
    },
    /** Many fresh codes, each of an address with none yet (a benchmark's seeding): 500 rows a statement. */
    async addMany(codes: readonly ({ email: string } & Omit<StoredCode, 'browserFailures' | 'addressFailures'>)[]): Promise<void> {
      for (let start = 0; start < codes.length; start += 500) {
        const part = codes.slice(start, start + 500);
        await db.run(
          `INSERT INTO sign_in_codes (email, browser_id, client_address, code_hmac, secret_hmac, created_at, expires_at)
            VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          part.flatMap((c) => [c.email, c.browserId, c.clientAddress, c.codeHmac, c.secretHmac, c.createdAt, c.expiresAt]),
        );
      }
    },
  };
}

declare module '../../plugins/repos' {
  interface Repos {
    /** Sign-in codes. */
    codes: ReturnType<typeof codeRepo>;
  }
}
