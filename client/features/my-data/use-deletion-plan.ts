import type { DeletionPlan } from '../../../shared/my-data-contract';
import { apiCall } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';

/**
 * GET /api/users/me/deletion: what deleting the account would do now (groups left, deposits released, what waits),
 * asked on open and again on 'online'; null until known. Not kept on the device: deleting needs the server anyway,
 * and the answer is only true of the moment.
 */
export function useDeletionPlan(): DeletionPlan | null {
  const { data } = useServerData(keys.deletionPlan(), (signal) =>
    apiCall('GET /users/me/deletion', {}, { signal }).catch((error: unknown) => {
      console.warn('could not read what deleting the account would do', error);
      throw error;
    }),
  );
  return data ?? null;
}
