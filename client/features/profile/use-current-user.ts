import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../shared/auth';
import { apiCall } from '../../api/http';

/** GET /api/users/currentUser; a 401 here sends the person to /login through the fetch wrapper. */
export function useCurrentUser(): { user: CurrentUser | null; error: Error | null } {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    apiCall('GET /users/currentUser', {}).then(
      (found) => live && setUser(found),
      (failure: Error) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, []);
  return { user, error };
}
