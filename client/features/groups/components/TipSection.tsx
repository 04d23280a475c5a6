import { type FormEvent, useId, useState } from 'react';
import type { GroupView } from '../../../../shared/groups';
import { formatAmount } from '../../../../shared/money';
import { TIP_CHOICES_CENTS, TIP_COPY, tipCentsOf } from '../../../../shared/tips';
import { useTip } from '../use-tip';
import './TipSection.css';

const OTHER = 'other';

/**
 * After the meetup (docs/product-rules.md#tips "an optional tip after a get-together"): the member who came may
 * leave a tip, once. Shown while "would you meet them again?" is (a week from the meetup); nobody else is told.
 */
export default function TipSection({ group }: { group: GroupView }) {
  if (!group.meetAgain) return null;
  return <Tip groupId={group.id} />;
}

function Tip({ groupId }: { groupId: string }) {
  const { state, problem, paying, pay } = useTip(groupId);
  const [choice, setChoice] = useState<string>(String(TIP_CHOICES_CENTS[1]));
  const [other, setOther] = useState('');
  const [invalid, setInvalid] = useState(false);
  const otherId = useId();
  const errorId = useId();

  if (!state) {
    if (problem?.kind !== 'offline') return null;
    return (
      <section className="tip card" aria-labelledby="tip-heading">
        <h2 id="tip-heading">{TIP_COPY.heading}</h2>
        <p className="muted">a tip needs a connection: you can leave one once you are back online.</p>
      </section>
    );
  }
  if (!state.open && !state.tip) return null;

  const tip = state.tip;
  const amountCents = choice === OTHER ? tipCentsOf(other) : Number(choice);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (amountCents === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void pay(amountCents);
  }

  return (
    <section className="tip card" aria-labelledby="tip-heading">
      <h2 id="tip-heading">{TIP_COPY.heading}</h2>
      {state.demo && <p className="tip__demo">{TIP_COPY.demo}</p>}
      {tip?.status === 'paid' ? (
        <p role="status">
          {TIP_COPY.paid} ({formatAmount(tip.amountCents, tip.currency)})
        </p>
      ) : tip?.status === 'paying' ? (
        <p role="status">your tip of {formatAmount(tip.amountCents, tip.currency)} is being taken; this page will say when it is.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">{TIP_COPY.intro}</p>
          <fieldset className="tip__choices">
            <legend>how much?</legend>
            {[...TIP_CHOICES_CENTS.map(String), OTHER].map((value) => (
              <label key={value} className="tip__choice">
                <input type="radio" name="tip-amount" value={value} checked={choice === value} onChange={() => setChoice(value)} />
                {value === OTHER ? 'another amount' : formatAmount(Number(value), state.currency)}
              </label>
            ))}
          </fieldset>
          {choice === OTHER && (
            <p>
              <label htmlFor={otherId}>another amount, in dollars</label>
              <input
                id={otherId}
                inputMode="numeric"
                autoComplete="off"
                value={other}
                onChange={(event) => setOther(event.target.value)}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
              />
            </p>
          )}
          {invalid && (
            <p id={errorId} role="alert" className="error-box">
              {TIP_COPY.amountInvalid}
            </p>
          )}
          {problem && (
            <p role="alert" className="error-box">
              {problem.kind === 'offline' ? 'you are offline: nothing was charged. try again once you are back online.' : problem.message}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={paying}>
            {paying ? 'sending your tip...' : amountCents ? `tip ${formatAmount(amountCents, state.currency)}` : 'tip'}
          </button>
        </form>
      )}
    </section>
  );
}
