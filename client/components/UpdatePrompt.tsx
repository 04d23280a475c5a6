import { useEffect, useState } from 'react';
import { registerServiceWorker } from '../pwa/register-sw';
import './update-prompt.css';

/** Tells the person a new version is ready and lets them choose when to switch. */
export default function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    registerServiceWorker((apply) => setApplyUpdate(() => apply));
  }, []);

  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p>a new version of the app is ready.</p>
      <button type="button" className="btn btn-primary" onClick={applyUpdate}>
        update now
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => setApplyUpdate(null)}>
        later
      </button>
    </div>
  );
}
