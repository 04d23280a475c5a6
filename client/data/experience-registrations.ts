import type { Registration, RegistrationAnswer } from '../../shared/experiences-contract';
import { db } from './db';

/**
 * Once the server has a registration (wherever the outbox ran: page or service worker), this device keeps the answer
 * and drops the wizard's draft for that experience.
 */
export async function registrationAccepted(experienceId: string, answer: RegistrationAnswer | null): Promise<void> {
  await db.transaction('rw', [db.experienceRegistrations, db.registrationDrafts], async () => {
    if (answer?.registration) await db.experienceRegistrations.put(answer.registration);
    await db.registrationDrafts.delete(experienceId);
  });
}

/** The member's registrations as the server listed them, replacing what this device kept (a cancelled one goes). */
export async function keepRegistrations(registrations: Registration[]): Promise<void> {
  await db.transaction('rw', db.experienceRegistrations, async () => {
    await db.experienceRegistrations.clear();
    await db.experienceRegistrations.bulkPut(registrations);
  });
}
