import BackToSettings from './BackToSettings';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DELETE_CONFIRMATION_MESSAGE } from '../../../shared/my-data';
import { useSession } from '../auth/use-session';
import { actionErrorMessage, deleteMyAccount } from './my-data-actions';
import './settings.css';

/** /emberite/settings/delete-account: deletes the account for good once the member types its e-mail. */
export default function DeleteAccountScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session.status !== 'signed-in') return null;
  const matches = typed.trim().toLowerCase() === session.user.id.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(DELETE_CONFIRMATION_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    deleteMyAccount(typed, () => navigate('/account-deleted', { replace: true })).catch((reason: unknown) => {
      setBusy(false);
      setError(actionErrorMessage(reason));
    });
  };

  return (
    <div className="container page">
      <BackToSettings />
      <h1>delete account</h1>
      <p>
        This deletes your account now and for good: your profile and photo, your interests, the picks you made and the picks others made of
        you, your groups, notices and sign-ins. Nobody will see you in a batch again, and this device forgets you too. It cannot be undone.
      </p>
      <p>
        Only the records of money (each deposit held, released or charged) are kept, without your name or e-mail, because the law asks us
        to. While a deposit is still on hold, your account waits until it is settled.
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
