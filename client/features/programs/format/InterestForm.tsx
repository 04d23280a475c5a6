import { type FormEvent, useState } from 'react';
import { INTEREST_ABOUT_MAX, INTEREST_NAME_MAX, JOURNEY_COPY } from '../../../../shared/format-journey';
import { formatCall, problemText } from '../../../api/event-format-api';

/** "I'm interested" (spec 002 §1 step 1): a name and an e-mail, and no payment. */
export default function InterestForm({ formatId, email, onSent }: { formatId: string; email: string | null; onSent(): void }) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState(email ?? '');
  const [about, setAbout] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('Enter your name.');
    if (!address.includes('@')) return setProblem("Enter your e-mail address, with an '@'.");
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
      setProblem(problemText(error));
    } finally {
      setSending(false);
    }
  }

  if (sent) return <p role="status">{JOURNEY_COPY.interestSent}</p>;
  return (
    <form className="format-join__form" onSubmit={submit} noValidate aria-labelledby="interest-heading">
      <h2 id="interest-heading">I'm interested</h2>
      <p className="muted">just your name and e-mail. No payment: you pay only if you're placed in a confirmed group.</p>
      <div role="alert">{problem}</div>
      <div className="field">
        <label htmlFor="interest-name">your first name</label>
        <input
          id="interest-name"
          autoComplete="given-name"
          maxLength={INTEREST_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="interest-email">your e-mail</label>
        <input id="interest-email" type="email" autoComplete="email" value={address} onChange={(e) => setAddress(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="interest-about">a line about you (optional: the others see it when picking)</label>
        <input id="interest-about" maxLength={INTEREST_ABOUT_MAX} value={about} onChange={(e) => setAbout(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        I'm interested
      </button>
    </form>
  );
}
