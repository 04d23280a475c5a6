import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import ScreenFallback from '../../components/ScreenFallback';
import { sendPendingWaitlist } from './actions';
import Wizard from './components/Wizard';
import { useDraft } from './use-draft';

/**
 * /start: the onboarding wizard (docs/product-rules.md#onboarding-and-profile). It works with no connection up to the code step: the draft
 * lives in Dexie and the service worker has this screen precached.
 */
export default function StartScreen() {
  const { draft, update } = useDraft();
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite')?.trim() ?? '';
  // A /start?invite=CODE link fills the register step's invite code, once, when the saved draft has been read; what
  // the person types afterwards stays theirs.
  const inviteApplied = useRef(false);
  useEffect(() => {
    if (!draft || inviteApplied.current) return;
    inviteApplied.current = true;
    if (invite && draft.inviteCode !== invite) update({ inviteCode: invite });
  }, [draft, invite, update]);
  useEffect(() => {
    const send = () => void sendPendingWaitlist().catch((error: unknown) => console.warn('waitlist retry failed', error));
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
  if (!draft) return <ScreenFallback />;
  return <Wizard draft={draft} update={update} />;
}
