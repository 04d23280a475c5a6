import { formatAmount } from '../../../../../shared/money';
import { DEMO_PAYMENTS, EXPERIENCE_DEPOSIT_COPY } from '../../../payments/deposit-copy';
import { useDepositTerms } from '../../../payments/use-deposit-terms';
import type { StepProps } from './step-props';
import YesNoChoice from './YesNoChoice';

/** Step 5: the deposit, in the spec's words: optional now, later mandatory, applied, refunded automatically. */
export default function DepositStep({ draft, update }: StepProps) {
  const terms = useDepositTerms();
  const amount = terms ? formatAmount(terms.amountCents, terms.currency) : '$10';
  return (
    <div>
      <p>
        The deposit is {amount}: {EXPERIENCE_DEPOSIT_COPY}
      </p>
      <p className="muted">It is held on your card now and nothing is charged until your group is confirmed.</p>
      {terms?.demo && <p className="registration__demo">{DEMO_PAYMENTS}</p>}
      <YesNoChoice
        name="deposit-agreement"
        legend={`hold the ${amount} deposit now?`}
        labels={{ yes: `yes, hold ${amount} now`, no: 'not now' }}
        value={draft.depositAgreement}
        onChange={(answer) => update({ depositAgreement: answer })}
      />
    </div>
  );
}
