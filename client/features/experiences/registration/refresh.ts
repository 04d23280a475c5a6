import { apiCall } from '../../../api/http';
import { refreshCached } from '../../../data/cache-status';
import { keepRegistrations } from '../../../data/experience-registrations';

export const OWN_REGISTRATIONS = 'experience-registrations';

/**
 * GET /api/experiences/registrations into this device's copy. Back online the outbox may send a registration while
 * this read is in flight; refreshCached reads again when that happens, so an older list never drops it (the screen
 * would go back to the wizard instead of "you're registered").
 */
export function refreshOwnRegistrations(): Promise<void> {
  return refreshCached(
    OWN_REGISTRATIONS,
    () => apiCall('GET /experiences/registrations', {}),
    (answer) => keepRegistrations(answer.registrations),
  );
}
