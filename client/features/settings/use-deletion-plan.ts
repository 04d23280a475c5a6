import { useEffect, useState } from 'react';
import type { DeletionPlan } from '../../../shared/my-data-contract';
import { apiCall } from '../../api/http';

/**
 * GET /api/users/me/deletion: what deleting the account would do now (groups left, deposits released, what waits),
 * asked on open and again on 'online'; null until known. Not kept on the device: deleting needs the server anyway,
 * and the answer is only true of the moment.
 */
export function useDeletionPlan(): DeletionPlan | null {
  const [plan, setPlan] = useState<DeletionPlan | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      apiCall('GET /users/me/deletion', {}).then(
        (answer) => live && setPlan(answer),
        (error: unknown) => console.warn('could not read what deleting the account would do', error),
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return plan;
}
