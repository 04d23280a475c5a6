import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkInCode } from './check-in-code';
import './check-in.css';

/** A try the server refused for something fixed here (a wrong code, or too many): what was typed and why. */
export interface RefusedCode {
  opId: string;
  code: string;
  message: string;
}

interface Props {
  /** The field's label, naming who has the code. */
  label: string;
  /** Said when what was typed is not four digits. */
  notACode: string;
  /** A code to start with: the one a scanned QR code carries. */
  scanned: string;
  /** The server's refusal of the last try from this device, fixed here: a wrong code, or too many. */
  refused: RefusedCode | null;
  /** The refusal answers a try made on this page just now: the field takes the focus, for the retype. */
  focusRefusal: boolean;
  onCode: (code: string) => void;
}

/**
 * The check-in code field (member groups and programs alike). A refused code is said under it, as its error, with the code still in it to correct (until it is
 * changed): the outbox hands such a refusal to this screen (its kind's `fixHere`), so it never waits in "needs your
 * attention".
 */
export default function CheckInCodeForm({ label, notACode, scanned, refused, focusRefusal, onCode }: Props) {
  const [typed, setTyped] = useState(() => scanned || refused?.code || '');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const refusedOpId = refused?.opId;
  const refusedCode = refused?.code;

  // A refusal read after the form opened (the device's database answers after the first paint) brings its code back.
  useEffect(() => {
    if (!refusedOpId || !refusedCode) return;
    setTyped((now) => now || refusedCode);
    if (!focusRefusal) return;
    field.current?.focus();
    field.current?.select();
  }, [refusedOpId, refusedCode, focusRefusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = checkInCode(typed);
    setError(code ? null : notACode);
    if (code) onCode(code);
  };
  // The refusal is about the code it refused: once the field holds another, it no longer says anything true.
  const shown = error ?? (refused && checkInCode(typed) === refused.code ? refused.message : null);

  return (
    <form className="check-in__form" onSubmit={submit} noValidate>
      <label htmlFor="check-in-code">{label}</label>
      <input
        id="check-in-code"
        ref={field}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? 'check-in-error' : undefined}
      />
      {shown && (
        <p id="check-in-error" className="check-in__error" role="alert">
          {shown}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        check in
      </button>
    </form>
  );
}
