import type { Database } from '../../db/database';

export interface DevMail {
  toAddress: string;
  subject: string;
  textBody: string;
  createdAt: string;
}

const INSERT = 'INSERT INTO dev_outbox (to_address, subject, text_body, created_at) VALUES (?, ?, ?, ?)';
const LATEST =
  'SELECT to_address AS "toAddress", subject, text_body AS "textBody", created_at AS "createdAt" FROM dev_outbox ORDER BY id DESC LIMIT 50';
const FORGET = 'DELETE FROM dev_outbox WHERE to_address = ?';

/** All SQL for dev_outbox: the mail a server without SMTP keeps instead of sending. */
export function devOutboxRepo(db: Database) {
  return {
    async keep(to: string, subject: string, text: string, at: string): Promise<void> {
      await db.run(INSERT, [to, subject, text, at]);
    },
    /** The 50 newest, newest first. */
    latest: () => db.all<DevMail>(LATEST),
    /** The mail kept for this address (its account is deleted). */
    async forget(address: string): Promise<void> {
      await db.run(FORGET, [address]);
    },
  };
}
