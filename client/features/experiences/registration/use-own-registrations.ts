import { useEffect } from 'react';
import { apiCall } from '../../../api/http';
import { keepRegistrations } from '../../../data/experience-registrations';

/** GET /api/experiences/registrations on open and on 'online', kept on the device (the screens read the device). */
export function useOwnRegistrations(): void {
  useEffect(() => {
    const load = () => {
      const askedAt = Date.now();
      return apiCall('GET /experiences/registrations', {}).then(
        (answer) => keepRegistrations(answer.registrations, askedAt),
        (error: unknown) => console.warn('could not read your experience registrations', error),
      );
    };
    void load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, []);
}
