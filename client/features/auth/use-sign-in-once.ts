import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type SignInOnceStatus = 'missing' | 'ready' | 'pending' | 'failed';

/**
 * A one-time sign-in (magic link, provider callback): `start` runs the task at most once per page, even when
 * React's StrictMode runs effects twice or a button is pressed twice, because the secret or code inside can be
 * used only once. On success it moves on to the path the task answers, replacing this entry so the secret does
 * not stay in the history. A null task means the page was opened without what it needs.
 */
export function useSignInOnce(task: (() => Promise<string>) | null): { status: SignInOnceStatus; start: () => void } {
  const navigate = useNavigate();
  const started = useRef(false);
  const [status, setStatus] = useState<'ready' | 'pending' | 'failed'>('ready');
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });

  const start = useCallback(() => {
    const run = taskRef.current;
    if (!run || started.current) return;
    started.current = true;
    setStatus('pending');
    run().then(
      (to) => navigate(to, { replace: true }),
      () => setStatus('failed'),
    );
  }, [navigate]);

  return { status: task === null ? 'missing' : status, start };
}
