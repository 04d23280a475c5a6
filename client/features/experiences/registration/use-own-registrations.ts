import { useRefresh } from '../../../data/use-refresh';
import { refreshOwnRegistrations } from './refresh';

/** GET /api/experiences/registrations on open and on 'online', kept on the device (the screens read the device). */
export function useOwnRegistrations(): void {
  useRefresh(refreshOwnRegistrations);
}
