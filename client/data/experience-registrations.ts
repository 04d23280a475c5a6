import type { Registration, RegistrationAnswer } from '../../shared/experiences-contract';
import { db, type ExperienceRegistrationRow } from './db';

/**
 * Once the server has a registration (wherever the outbox ran: page or service worker), this device keeps the answer
 * and drops the wizard's draft for that experience.
 */
export async function registrationAccepted(experienceId: string, answer: RegistrationAnswer | null): Promise<void> {
  await db.transaction('rw', [db.experienceRegistrations, db.registrationDrafts], async () => {
    if (answer?.registration) await db.experienceRegistrations.put({ ...answer.registration, keptAt: Date.now() });
    await db.registrationDrafts.delete(experienceId);
  });
}

/**
 * What the device keeps from a list the server answered to a read sent at `askedAt`: that list, plus any registration
 * an accepted send kept after the read was sent (the read may have been answered before that send committed: back
 * online, both go at once, and the screen lost its "you're registered" until the next read).
 */
export function registrationsToKeep(
  fromServer: readonly Registration[],
  onDevice: readonly ExperienceRegistrationRow[],
  askedAt: number,
): ExperienceRegistrationRow[] {
  const listed = new Set(fromServer.map((registration) => registration.experienceId));
  const newer = onDevice.filter((row) => (row.keptAt ?? 0) > askedAt && !listed.has(row.experienceId));
  return [...fromServer, ...newer];
}

/** The member's registrations as the server answered a read sent at `askedAt` (ms), replacing what this device kept. */
export async function keepRegistrations(registrations: Registration[], askedAt: number): Promise<void> {
  await db.transaction('rw', db.experienceRegistrations, async () => {
    const kept = registrationsToKeep(registrations, await db.experienceRegistrations.toArray(), askedAt);
    await db.experienceRegistrations.clear();
    await db.experienceRegistrations.bulkPut(kept);
  });
}
