import { useEffect, useId, useRef, useState } from 'react';
import { CODE_LENGTH } from '../../../../shared/auth';
import { cleanCodeInput } from '../sign-in-rules';

interface Props {
  busy: boolean;
  error: string | null;
  /** Called with the code once it has all 6 digits (typed, pasted or filled in from the e-mail). */
  onVerify: (code: string) => void;
}

/**
 * The 6-digit code field: digits only, focused when it appears, checked as soon as the sixth digit arrives.
 * No maxLength: the browser would cut a pasted '    595499' or 'Code: 595499' before the non-digits are
 * stripped; cleanCodeInput keeps six digits once they are.
 */
export default function CodeForm({ busy, error, onVerify }: Props) {
  const [code, setCode] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  // A failed check hands the field back for another try.
  useEffect(() => {
    if (error) input.current?.select();
  }, [error]);

  const complete = code.length === CODE_LENGTH;
  return (
    <form
      className="sign-in-panel__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onVerify(code);
      }}
    >
      <label className="sign-in-panel__label" htmlFor={id}>
        6-digit code
      </label>
      <input
        ref={input}
        id={id}
        className="sign-in-panel__input sign-in-panel__input--code"
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={code}
        readOnly={busy}
        onChange={(event) => {
          const next = cleanCodeInput(event.target.value);
          setCode(next);
          if (next.length === CODE_LENGTH && next !== code) onVerify(next);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="sign-in-panel__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!complete || busy}>
        {busy ? 'checking...' : 'verify'}
      </button>
    </form>
  );
}
