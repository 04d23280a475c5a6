import type { Database } from '../../db/database';

export interface Lead {
  location: string;
  cityOrPostalCode: string;
  cityKey: string;
}

const INSERT_LEAD = 'INSERT INTO waitlist_leads (location, city_or_postal_code, city_key, created_at) VALUES (?, ?, ?, ?)';
const RECORD_REQUEST = 'INSERT INTO waitlist_requests (client_address, requested_at) VALUES (?, ?)';
const REQUESTS_SINCE =
  'SELECT requested_at AS at FROM waitlist_requests WHERE client_address = ? AND requested_at > ? ORDER BY requested_at';
const PRUNE = 'DELETE FROM waitlist_requests WHERE requested_at <= ?';

/** All SQL for waitlist_leads and waitlist_requests. Writes run inside the caller's transaction. */
export function waitlistRepo(db: Database) {
  return {
    async addLead(lead: Lead, at: string): Promise<void> {
      await db.run(INSERT_LEAD, [lead.location, lead.cityOrPostalCode, lead.cityKey, at]);
    },
    async recordRequest(clientAddress: string, at: string): Promise<void> {
      await db.run(RECORD_REQUEST, [clientAddress, at]);
    },
    /** Times of accepted posts from the address after `since`, oldest first. */
    async requestsSince(clientAddress: string, since: string): Promise<string[]> {
      return (await db.all<{ at: string }>(REQUESTS_SINCE, [clientAddress, since])).map((row) => row.at);
    },
    async pruneRequestsBefore(before: string): Promise<void> {
      await db.run(PRUNE, [before]);
    },
  };
}
