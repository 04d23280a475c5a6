import type { Database } from 'better-sqlite3';

/** Demo accounts, all on the reserved example.com domain and flagged is_demo so nobody mistakes them for people. */
export const DEMO_ACCOUNTS = [
  { email: 'demo-member@example.com', firstName: 'Demo Maya', isHost: false },
  { email: 'demo-host@example.com', firstName: 'Demo Jonah', isHost: true },
] as const;

/** Loads the demo content when the database has no users yet; returns whether it did. */
export function loadDemoDataIfEmpty(db: Database, now: Date = new Date()): boolean {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  if (count > 0) return false;
  const at = now.toISOString();
  const insertUser = db.prepare('INSERT INTO users (id, email, is_host, is_demo, created_at) VALUES (?, ?, ?, 1, ?)');
  const insertProfile = db.prepare('INSERT INTO profiles (user_id, first_name, location, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const account of DEMO_ACCOUNTS) {
      insertUser.run(account.email, account.email, account.isHost ? 1 : 0, at);
      insertProfile.run(account.email, account.firstName, 'CA:ON:Toronto', at);
    }
  }).immediate();
  return true;
}
