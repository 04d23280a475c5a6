import type { Invite } from '../../../shared/invites';
import { apiCall } from '../../api/http';
import { getSessionState } from '../auth/session-store';
import { CURRENT, db } from '../../data/db';

/** The member's first name, the readable start of the code (docs/product-rules.md#groups-and-invites: without it nothing happens). */
export async function firstNameForInvite(): Promise<string | null> {
  const saved = (await db.ownProfile.get(CURRENT))?.profile.firstName;
  if (saved?.trim()) return saved;
  const session = getSessionState();
  const location = session.status === 'signed-in' ? session.user.location : null;
  if (!location) return null;
  const profile = await apiCall('GET /profiles', { querystring: { location } });
  return profile.firstName.trim() || null;
}

/** POST /api/invites; the new invite joins the device's list. One key per press, so a retried request makes one invite. */
export async function createInvite(firstName: string): Promise<Invite> {
  const { data } = await apiCall(
    'POST /invites',
    { body: { textPart: firstName } },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  await db.invites.put(data);
  return data;
}
