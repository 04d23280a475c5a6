import { CODE_TTL_MS } from '../../../../shared/auth';
import CodeForm from './CodeForm';
import ResendCode from './ResendCode';
import SignInPanel from './SignInPanel';

interface Props {
  email: string;
  /** When the code was sent; null if not known. */
  sentAt: number | null;
  busy: boolean;
  error: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  /** The spec names the way back differently on each screen: 'use a different email' or 'change email'. */
  changeEmailLabel: string;
}

/** Code entry after the e-mail went out. */
export default function CodeStep({ email, sentAt, busy, error, onVerify, onResend, onChangeEmail, changeEmailLabel }: Props) {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  return (
    <SignInPanel
      title="check your email"
      lead={
        <>
          we sent a 6-digit code to <strong>{email}</strong>. it works for {minutes} minutes, and the link in the same email signs you in
          too.
        </>
      }
    >
      <CodeForm busy={busy} error={error} onVerify={onVerify} />
      <div className="sign-in-panel__actions">
        <ResendCode sentAt={sentAt} disabled={busy} onResend={onResend} />
        <button type="button" className="sign-in-panel__link-button" onClick={onChangeEmail} disabled={busy}>
          {changeEmailLabel}
        </button>
      </div>
    </SignInPanel>
  );
}
