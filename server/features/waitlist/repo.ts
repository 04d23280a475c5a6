import type { Database } from 'better-sqlite3';

export interface Lead {
  location: string;
  cityOrPostalCode: string;
  cityKey: string;
}

/** All SQL for waitlist_leads and waitlist_requests. Writes run inside the caller's transaction. */
export function waitlistRepo(db: Database) {
  const insertLead = db.prepare('INSERT INTO waitlist_leads (location, city_or_postal_code, city_key, created_at) VALUES (?, ?, ?, ?)');
  const recordRequest = db.prepare('INSERT INTO waitlist_requests (client_address, requested_at) VALUES (?, ?)');
  const requestsSince = db.prepare(
    'SELECT requested_at AS at FROM waitlist_requests WHERE client_address = ? AND requested_at > ? ORDER BY requested_at',
  );
  const prune = db.prepare('DELETE FROM waitlist_requests WHERE requested_at <= ?');

  return {
    addLead(lead: Lead, at: string): void {
      insertLead.run(lead.location, lead.cityOrPostalCode, lead.cityKey, at);
    },
    recordRequest(clientAddress: string, at: string): void {
      recordRequest.run(clientAddress, at);
    },
    /** Times of accepted posts from the address after `since`, oldest first. */
    requestsSince(clientAddress: string, since: string): string[] {
      return (requestsSince.all(clientAddress, since) as { at: string }[]).map((row) => row.at);
    },
    pruneRequestsBefore(before: string): void {
      prune.run(before);
    },
  };
}
