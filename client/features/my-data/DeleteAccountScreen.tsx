import BackToSettings from '../../components/BackToSettings';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DELETE_CONFIRMATION_MESSAGE } from '../../../shared/my-data';
import { useSession } from '../auth/use-session';
import { nowSentences, waitSentence, whenSentence } from './deletion-copy';
import { actionErrorMessage, deleteMyAccount } from './my-data-actions';
import { useDeletionPlan } from './use-deletion-plan';
import '../../components/settings.css';

/**
 * /emberite/settings/delete-account: deletes the account for good once the member types its e-mail. Before they do, it
 * says what happens at once (groups left, deposits released) and what must settle first, until when (the server's
 * plan, GET /api/users/me/deletion); meanwhile the account is closed.
 */
export default function DeleteAccountScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = useDeletionPlan();
  if (session.status !== 'signed-in') return null;
  const now = plan ? nowSentences(plan) : [];
  const matches = typed.trim().toLowerCase() === session.user.id.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(DELETE_CONFIRMATION_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    deleteMyAccount(typed, (pending) => navigate('/account-deleted', { replace: true, state: pending })).catch((reason: unknown) => {
      setBusy(false);
      setError(actionErrorMessage(reason));
    });
  };

  return (
    <div className="container page">
      <BackToSettings />
      <h1>delete account</h1>
      <p>
        This deletes your account for good: your profile and photo, your interests, the picks you made and the picks others made of you,
        your groups, notices and sign-ins. It closes at once: you are signed out everywhere, nobody sees you in a batch or puts you in a
        group again, and this device forgets you too. It cannot be undone.
      </p>
      {now.length > 0 && (
        <>
          <h2>what happens now</h2>
          <ul className="deletion-list">
            {now.map((line, index) => (
              // Two deposits of the same amount read the same: their place in this fixed list tells them apart.
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {plan && plan.waits.length > 0 && (
        <>
          <h2>what waits</h2>
          <ul className="deletion-list">
            {plan.waits.map((wait, index) => (
              <li key={index}>{waitSentence(wait, plan.timeZone)}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        {plan
          ? whenSentence(plan, session.user.id)
          : 'While a deposit of yours is still on hold, your account stays closed until it is settled, then it is deleted; we e-mail you when it is done.'}
      </p>
      {plan?.demo && (plan.released.length > 0 || plan.waits.length > 0) && <p className="muted">demo payments: no money moves.</p>}
      <p>
        Only the records of money (each deposit held, released or charged) are kept, without your name or e-mail, because the law asks us
        to.
      </p>
      <p>
        <Link to="/emberite/settings/my-data">Download your data first</Link> if you want a copy.
      </p>
      <form className="settings-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>type your e-mail address to confirm</label>
        <p id={hintId} className="muted">
          {session.user.id}
        </p>
        <input
          id={inputId}
          type="email"
          autoComplete="off"
          value={typed}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error && (
          <p role="alert" className="error-box">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'deleting...' : 'delete my account'}
        </button>
      </form>
    </div>
  );
}
