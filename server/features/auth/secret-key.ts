import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key for the HMACs of sign-in codes and link secrets: SECRET_KEY when given, otherwise a random key made
 * on first start and kept (owner-only) in DATA_DIR/secret.key, so self-hosters need not invent one. Servers on
 * several machines sharing one PostgreSQL must share one SECRET_KEY (README).
 */
export function loadSecretKey(secretKey: string | null, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process on the same DATA_DIR made it first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
