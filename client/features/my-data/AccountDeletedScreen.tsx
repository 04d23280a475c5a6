import { Link, useLocation } from 'react-router-dom';
import { momentLabel } from '../../../shared/date-labels';
import type { AccountDeletionPending } from '../../../shared/my-data-contract';
import { cityTimeLabel, waitsForLabel } from './deletion-copy';

/**
 * /account-deleted: where a member lands once their account is deleted (public: they have no session any more), or
 * closed and waiting for money to settle (the server's 202, kept in the page's history state, so a reload keeps it).
 */
export default function AccountDeletedScreen() {
  const pending = (useLocation().state as AccountDeletionPending | null) ?? null;
  return (
    <div className="container page">
      {pending?.deletesBy ? (
        <>
          <h1>your account is closed</h1>
          <p role="status">
            You are signed out everywhere, and nobody sees you any more. Your account is deleted by{' '}
            {momentLabel(pending.deletesBy, pending.timeZone)} ({cityTimeLabel(pending.timeZone)}), {waitsForLabel(pending.waits)}, and we
            e-mail you when it is done. Thank you for the coffees.
          </p>
        </>
      ) : (
        <>
          <h1>your account is deleted</h1>
          <p role="status">Everything we kept about you is gone, and this device has forgotten you. Thank you for the coffees.</p>
        </>
      )}
      <p>
        <Link to="/">back to the start page</Link>
      </p>
    </div>
  );
}
