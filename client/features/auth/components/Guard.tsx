import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { isPrerenderedPage } from '../../../prerendered-page';
import { decideGuard, type GuardKind } from '../guard-rules';
import { useSession } from '../use-session';

/** Renders its children only when the guard rule allows it; otherwise redirects or explains. */
export default function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(kind, session, location.pathname + location.search, isPrerenderedPage());
  switch (decision.action) {
    case 'wait':
      return (
        <p className="guard-wait" role="status" aria-live="polite">
          <span className="visually-hidden">loading…</span>
        </p>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'offline':
      return (
        <div className="container page">
          <h1>you're offline</h1>
          <p>This page needs a connection the first time you open it. It will load as soon as you're back online.</p>
        </div>
      );
    case 'forbidden':
      if (kind === 'admin')
        return (
          <div className="container page">
            <h1>admins only</h1>
            <p>This page is for the people who review videos and reports.</p>
            <Link className="btn btn-primary" to="/home">
              back to discover
            </Link>
          </div>
        );
      return (
        <div className="container page">
          <h1>hosts only</h1>
          <p>This area is for hosts who run programs. Want to become one? Design your first event format: it makes you a host.</p>
          <p className="guard__actions">
            <Link className="btn btn-primary" to="/create-event">
              design an event format
            </Link>{' '}
            <Link className="btn" to="/hosts">
              learn about hosting
            </Link>
          </p>
        </div>
      );
    case 'render':
      return <>{children}</>;
  }
}
