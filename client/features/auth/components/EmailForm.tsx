import { useId, useState } from 'react';
import { isValidEmail } from '../../../../shared/auth';

interface Props {
  initialEmail: string;
  onSend: (email: string) => void;
  /**
   * 'strict' is the register step's rule (docs/product-rules.md#sign-in): text@text.text, no whitespace, the button stays
   * disabled until it matches. Otherwise the browser's own e-mail check applies on submit.
   */
  strict?: boolean;
}

/** E-mail entry. Enter in the field submits (it is a form); an empty or invalid address sends nothing. */
export default function EmailForm({ initialEmail, onSend, strict = false }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const id = useId();
  const ready = strict ? isValidEmail(email) : email.trim() !== '';
  return (
    <form
      className="sign-in-panel__form"
      noValidate={strict}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend(email);
      }}
    >
      <label className="sign-in-panel__label" htmlFor={id}>
        email
      </label>
      <input
        id={id}
        className="sign-in-panel__input"
        type="email"
        name="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={strict && !ready}>
        send code
      </button>
    </form>
  );
}
