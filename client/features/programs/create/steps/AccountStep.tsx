import { useEffect, useRef, useState } from 'react';
import { WIZARD_COPY } from '../../../../../shared/event-format-wizard';
import ModalDialog from '../../../../components/ModalDialog';
import { useSession } from '../../../auth/use-session';
import type { StepProps } from './step-props';

/** docs/product-rules.md#event-format-wizard: the account step moves on 1 second after opening the account page. */
export const ACCOUNT_STEP_DELAY_MS = 1000;

/**
 * The account prompt (docs/product-rules.md#event-format-wizard): create an account (a new window) or sign in (a new tab), both moving on after a
 * second; or go on without one after the confirmation. Signed in already, it says so.
 */
export default function AccountStep({ update, next }: StepProps & { next(): void }) {
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const openThenNext = (path: string, features?: string) => {
    window.open(path, '_blank', features);
    clearTimeout(timer.current);
    timer.current = setTimeout(next, ACCOUNT_STEP_DELAY_MS);
  };

  if (session.status === 'signed-in')
    return (
      <p>
        you're signed in as <strong>{session.user.email}</strong>: the format is saved to your account, and you manage it in your host area.
      </p>
    );

  return (
    <>
      <p>
        with an account you manage your event, see who's interested, and approve groups. A host account is made with a code we e-mail you:
        no password.
      </p>
      <div className="create-event__account">
        <button type="button" className="btn btn-primary" onClick={() => openThenNext('/create-account', 'noopener,popup')}>
          create account
        </button>
        <button type="button" className="btn" onClick={() => openThenNext('/auth/sign-in')}>
          sign in
        </button>
        <button type="button" className="btn btn-link" onClick={() => setConfirming(true)}>
          Continue without account
        </button>
      </div>
      <p className="muted">
        made without an account, a format is still yours: sign in later with the e-mail you give, on this device, to manage it.
      </p>
      <ModalDialog open={confirming} title="continue without an account?" onClose={() => setConfirming(false)}>
        <p>{WIZARD_COPY.withoutAccountConfirm}</p>
        <div className="modal-dialog__actions">
          <button type="button" className="btn" onClick={() => setConfirming(false)}>
            cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setConfirming(false);
              update((now) => ({ withoutAccount: true, hostInfo: { ...now.hostInfo, isNewHost: true } }));
              next();
            }}
          >
            continue anyway
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
