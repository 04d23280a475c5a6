import { useEffect } from 'react';
import ScreenFallback from '../../components/ScreenFallback';
import { sendPendingWaitlist } from './actions';
import Wizard from './components/Wizard';
import { useDraft } from './use-draft';

/**
 * /start: the onboarding wizard (spec 000 §2.11). It works with no connection up to the code step: the draft
 * lives in Dexie and the service worker has this screen precached.
 */
export default function StartScreen() {
  const { draft, update } = useDraft();
  useEffect(() => {
    const send = () => void sendPendingWaitlist().catch((error: unknown) => console.warn('waitlist retry failed', error));
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
  if (!draft) return <ScreenFallback />;
  return <Wizard draft={draft} update={update} />;
}
