import { type FormEvent, useState } from 'react';
import { FORMAT_EMAIL, formatEmailIsValid } from '../../../../shared/event-formats';
import { INTEREST_ABOUT_MAX, INTEREST_NAME_MAX, JOURNEY_COPY } from '../../../../shared/format-journey';
import { EventFormatApiError, formatCall, problemText } from '../../../api/event-format-api';
import '../../../components/fields.css';

/** The interest route's fields as this form names them, for a refusal that names one. */
const FIELD_NAMES = { name: 'your first name', email: 'your e-mail', about: 'a line about you' };
type Field = keyof typeof FIELD_NAMES;

/** "I'm interested" (docs/product-rules.md#program-journey): a name and an e-mail, and no payment; the e-mail checked by the server's rule. */
export default function InterestForm({ formatId, email, onSent }: { formatId: string; email: string | null; onSent(): void }) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState(email ?? '');
  const [about, setAbout] = useState('');
  const [problem, setProblem] = useState<{ text: string; fields: Field[] } | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem({ text: 'Enter your name.', fields: ['name'] });
    if (!formatEmailIsValid(address.trim())) return setProblem({ text: FORMAT_EMAIL.message, fields: ['email'] });
    setSending(true);
    setProblem(null);
    try {
      await formatCall('POST /event-format/:id/interest', {
        params: { id: formatId },
        body: { name: name.trim(), email: address.trim(), ...(about.trim() ? { about: about.trim() } : {}) },
      });
      setSent(true);
      onSent();
    } catch (error) {
      const fields = error instanceof EventFormatApiError ? Object.keys(error.answer.fields ?? {}) : [];
      setProblem({ text: problemText(error, FIELD_NAMES), fields: fields.filter((field): field is Field => field in FIELD_NAMES) });
    } finally {
      setSending(false);
    }
  }

  const invalid = (field: Field) => problem?.fields.includes(field) || undefined;
  if (sent) return <p role="status">{JOURNEY_COPY.interestSent}</p>;
  return (
    <form className="format-join__form card" onSubmit={submit} noValidate aria-labelledby="interest-heading">
      <h2 id="interest-heading">I'm interested</h2>
      <p className="muted">just your name and e-mail. No payment: you pay only if you're placed in a confirmed group.</p>
      <div role="alert">{problem?.text}</div>
      <div className="field">
        <label htmlFor="interest-name">your first name</label>
        <input
          id="interest-name"
          autoComplete="given-name"
          maxLength={INTEREST_NAME_MAX}
          value={name}
          aria-invalid={invalid('name')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="interest-email">your e-mail</label>
        <input
          id="interest-email"
          type="email"
          autoComplete="email"
          value={address}
          aria-invalid={invalid('email')}
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="interest-about">a line about you (optional: the others see it when picking)</label>
        <input
          id="interest-about"
          maxLength={INTEREST_ABOUT_MAX}
          value={about}
          aria-invalid={invalid('about')}
          onChange={(e) => setAbout(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        I'm interested
      </button>
    </form>
  );
}
