import { describe, expect, it } from 'vitest';
import { registrationsToKeep } from '../../../client/data/experience-registrations';
import type { Registration } from '../../../shared/experiences-contract';

const registration = (experienceId: string, updatedAt = '2026-11-30T10:00:00.000Z') =>
  ({ experienceId, updatedAt }) as unknown as Registration;

describe('what the device keeps of the member registrations a read answered', () => {
  const askedAt = 1_000;

  it("keeps a registration an accepted send kept after the read was sent, though the read's list lacks it", () => {
    // Back online the outbox and the read go at once: the read was answered before the registration committed.
    const kept = registrationsToKeep([], [{ ...registration('poetry-night'), keptAt: askedAt + 5 }], askedAt);
    expect(kept.map((row) => row.experienceId)).toEqual(['poetry-night']);
  });

  it('otherwise takes the server list as it is: one kept before the read and missing from it is gone (cancelled)', () => {
    const onDevice = [{ ...registration('old'), keptAt: askedAt - 5 }, registration('older')];
    expect(registrationsToKeep([registration('other')], onDevice, askedAt).map((row) => row.experienceId)).toEqual(['other']);
  });

  it("prefers the server's row when the list has the registration", () => {
    const fromServer = registration('poetry-night', '2026-11-30T11:00:00.000Z');
    const kept = registrationsToKeep([fromServer], [{ ...registration('poetry-night'), keptAt: askedAt + 5 }], askedAt);
    expect(kept).toEqual([fromServer]);
  });
});
