import type Database from 'better-sqlite3';

/** The newest mail to an address in the server's dev outbox (the main e2e server has no SMTP), or none yet. */
export function newestMail(db: Database.Database, email: string): { subject: string; text: string } | undefined {
  return db.prepare('SELECT subject, text_body AS text FROM dev_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').get(email) as
    | { subject: string; text: string }
    | undefined;
}

/**
 * The newest sign-in mail to an address, read from the server's dev outbox:
 * its text as the person would see it, the 6-digit code and the magic link's path.
 */
export function newestSignInMail(db: Database.Database, email: string): { text: string; code: string; linkPath: string } {
  const row = newestMail(db, email);
  const code = row?.subject.match(/^\d{6}/)?.[0];
  const link = row?.text.match(/https?:\/\/\S+\/login\/magic-link\?\S+/)?.[0];
  if (!row || !code || !link) throw new Error(`no sign-in mail to ${email}`);
  const url = new URL(link);
  return { text: row.text, code, linkPath: url.pathname + url.search };
}
