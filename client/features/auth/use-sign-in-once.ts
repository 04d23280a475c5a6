import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type SignInOnceStatus = 'missing' | 'pending' | 'failed';

/**
 * Runs a one-time sign-in (magic link, provider callback) exactly once per page, even when React's
 * StrictMode runs effects twice: the secret or code inside can be used only once. On success it moves on to
 * the path the task answers, replacing this entry so the secret does not stay in the history.
 * A null task means the page was opened without what it needs.
 */
export function useSignInOnce(task: (() => Promise<string>) | null): SignInOnceStatus {
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const hasTask = task !== null;
  const taskRef = useRef(task);

  useEffect(() => {
    taskRef.current = task;
  });
  useEffect(() => {
    const run = taskRef.current;
    if (!run || started.current) return;
    started.current = true;
    run().then(
      (to) => navigate(to, { replace: true }),
      () => setFailed(true),
    );
  }, [hasTask, navigate]);

  if (!hasTask) return 'missing';
  return failed ? 'failed' : 'pending';
}
