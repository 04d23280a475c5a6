import { useResendWait } from '../use-resend-wait';

interface Props {
  sentAt: number | null;
  disabled: boolean;
  onResend: () => void;
}

/** 'send a new code', offered once the first mail has had time to arrive; the wait is part of its name. */
export default function ResendCode({ sentAt, disabled, onResend }: Props) {
  const wait = useResendWait(sentAt);
  return (
    <button type="button" className="sign-in-panel__link-button" onClick={onResend} disabled={disabled || wait > 0}>
      {wait > 0 ? `send a new code in ${wait} s` : 'send a new code'}
    </button>
  );
}
