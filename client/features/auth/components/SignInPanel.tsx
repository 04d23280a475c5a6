import type { ReactNode } from 'react';
import './SignInPanel.css';

/** The frame every sign-in screen shares: one narrow card with the page's only <h1> and a short lead. */
export default function SignInPanel({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="container page sign-in-panel">
      <div className="card sign-in-panel__card">
        <h1 className="sign-in-panel__title">{title}</h1>
        {lead && <p className="sign-in-panel__lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
