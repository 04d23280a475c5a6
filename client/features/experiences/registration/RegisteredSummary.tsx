import { Link } from 'react-router-dom';
import { ACTIVITIES, BUDGET_LABELS, type Budget, EVENING_STARTS_AT } from '../../../../shared/experience-registration';
import type { Registration } from '../../../../shared/experiences-contract';
import { formatAmount } from '../../../../shared/money';
import { formatPoetryNightDate } from '../poetry-night-join';

function depositLine({ deposit, depositAgreement }: Registration): string {
  const amount = formatAmount(deposit.amountCents, deposit.currency);
  const demo = deposit.demo ? ' (demo payments: no money moves)' : '';
  if (deposit.status === 'scheduled' && deposit.holdFrom)
    return `Your card is saved: ${amount} is held from ${new Date(deposit.holdFrom).toLocaleDateString('en-CA', { month: 'long', day: 'numeric' })}, a few days before the evening (a hold lasts about a week)${demo}.`;
  if (deposit.status === 'held') return `${amount} is held on your card${demo}. It is applied to the event payment.`;
  if (deposit.status === 'released') return `Your ${amount} deposit was released${demo}.`;
  if (deposit.status === 'captured') return `Your ${amount} deposit was applied to the event payment${demo}.`;
  if (depositAgreement === 'no') return `No deposit is held. It is optional now and later mandatory.`;
  return `Your ${amount} deposit is not held yet${demo}.`;
}

/** What the member registered with for the experience, and a way to change it. */
export default function RegisteredSummary({ registration, onChange }: { registration: Registration; onChange(): void }) {
  const activity = (id: string) => ACTIVITIES.find((a) => a.id === id)?.label ?? id;
  return (
    <section className="registration__summary card" aria-labelledby="registered-heading">
      <h2 id="registered-heading">you're registered</h2>
      <p>We put groups together from everyone's answers and tell you about 7 days before the evening.</p>
      <dl>
        <dt>evenings</dt>
        <dd>{registration.availability.map((date) => `${formatPoetryNightDate(date)}, from ${EVENING_STARTS_AT}`).join('; ')}</dd>
        <dt>you would enjoy</dt>
        <dd>{registration.activities.map(activity).join(', ')}</dd>
        <dt>budget</dt>
        <dd>
          ideally {BUDGET_LABELS[registration.budget.ideal as Budget]}, at most {BUDGET_LABELS[registration.budget.max as Budget]}
        </dd>
        <dt>deposit</dt>
        <dd>{depositLine(registration)}</dd>
      </dl>
      <div className="registration__nav">
        <button type="button" className="btn" onClick={onChange}>
          change my answers
        </button>
        <Link className="btn" to="/emberite/journey">
          back to your journey
        </Link>
      </div>
    </section>
  );
}
