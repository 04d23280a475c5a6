import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isPrerenderedPage } from '../prerendered-page';
import { registerServiceWorker, type ServiceWorkerRegistrationStart } from '../pwa/register-sw';
import './update-prompt.css';

/** Tells the person a new version is ready and lets them choose when to switch. */
export default function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const registration = useRef<ServiceWorkerRegistrationStart | null>(null);
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);

  useEffect(() => {
    registration.current = registerServiceWorker((apply) => setApplyUpdate(() => apply), { settleFirst: isPrerenderedPage() });
  }, []);
  // A visitor who moves on from the pre-rendered page into the app gets the worker (and offline) at once.
  useEffect(() => {
    if (pathname !== firstPathname.current) registration.current?.now();
  }, [pathname]);

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
