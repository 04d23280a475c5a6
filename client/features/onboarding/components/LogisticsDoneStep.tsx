import type { StepProps } from '../step-props';
import StepFrame from './StepFrame';

/** Step 5: a checkpoint between the practical part and the personal one. */
export default function LogisticsDoneStep({ wizard }: StepProps) {
  return (
    <StepFrame
      title="logistics done!"
      lead="where and when: sorted. now let's get to know you a little, so we can seat you with people you'll actually click with."
      nextLabel="let's go"
      onNext={() => wizard.next()}
    />
  );
}
