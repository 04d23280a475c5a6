import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';

const KEPT = 'SELECT secret_key AS "secretKey" FROM secret_keys WHERE id = 1';
const KEEP = 'INSERT INTO secret_keys (id, secret_key, created_at) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING';

/** All SQL for secret_keys: the one key the server made for itself, kept for every node. */
export function secretKeysRepo(db: Database) {
  return {
    async kept(): Promise<string | undefined> {
      return (await db.get<{ secretKey: string }>(KEPT))?.secretKey;
    },
    /** Keeps `key` unless one is kept already (another node's, made at the same moment); answers the kept one. */
    async keep(key: string, at: string): Promise<string> {
      await db.run(KEEP, [key, at]);
      return (await db.get<{ secretKey: string }>(KEPT))!.secretKey;
    },
  };
}

/**
 * The key for session cookies and the HMACs of sign-in codes and link secrets: SECRET_KEY when given, otherwise one
 * kept in the database, so self-hosters need not invent one and every app node on the database shares it. It is the
 * one DATA_DIR/secret.key holds when an older installation made it there, else a new random one.
 */
export async function loadSecretKey(secretKey: string | null, dataDir: string, db: Database, now: () => Date): Promise<Buffer> {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const repo = secretKeysRepo(db);
  let key = await repo.kept();
  if (!key) {
    const file = path.join(dataDir, 'secret.key');
    const made = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : crypto.randomBytes(32).toString('hex');
    key = await repo.keep(made, now().toISOString());
  }
  return Buffer.from(key, 'utf8');
}
