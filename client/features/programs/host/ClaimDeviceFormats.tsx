import { useEffect } from 'react';
import type { CurrentUser } from '../../../../shared/auth';
import { claimDeviceFormats } from './claim-device-formats';

/** Mounted while someone is signed in: claims the formats this device made before they had an account. */
export default function ClaimDeviceFormats({ user }: { user: CurrentUser }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another person signing in on this device claims again
  useEffect(() => {
    void claimDeviceFormats(user.isHost).catch((error: unknown) => console.warn('could not claim the formats made here', error));
  }, [user.id, user.isHost]);
  return null;
}
