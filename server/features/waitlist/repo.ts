import type { Database } from '../../db/database';

export interface Lead {
  location: string;
  cityOrPostalCode: string;
  cityKey: string;
}

const INSERT_LEAD = 'INSERT INTO waitlist_leads (location, city_or_postal_code, city_key, created_at) VALUES (?, ?, ?, ?)';
const LEADS_FOR = `SELECT location, city_or_postal_code AS "cityOrPostalCode", city_key AS "cityKey" FROM waitlist_leads WHERE city_key = ?
  ORDER BY created_at`;

/** All SQL for waitlist_leads (posts are counted as rate-limit hits, ../rate-limits). Writes run inside the caller's transaction. */
export function waitlistRepo(db: Database) {
  return {
    async addLead(lead: Lead, at: string): Promise<void> {
      await db.run(INSERT_LEAD, [lead.location, lead.cityOrPostalCode, lead.cityKey, at]);
    },
    /** The leads kept for a place (its key: the city's location, or what was typed for "Other", lowercased), oldest first. */
    leadsFor(cityKey: string): Promise<Lead[]> {
      return db.all<Lead>(LEADS_FOR, [cityKey]);
    },
    /** Every lead kept, of every place, in the order they came. */
    allLeads(): Promise<Lead[]> {
      return db.all<Lead>(
        'SELECT location, city_or_postal_code AS "cityOrPostalCode", city_key AS "cityKey" FROM waitlist_leads ORDER BY id',
      );
    },
  };
}

declare module '../../plugins/repos' {
  interface Repos {
    /** Waitlist leads. */
    waitlist: ReturnType<typeof waitlistRepo>;
  }
}
