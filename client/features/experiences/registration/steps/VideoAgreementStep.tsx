import type { StepProps } from './step-props';
import YesNoChoice from './YesNoChoice';

/** Step 4: the member agrees to upload videos, which is how the others get to know them before the evening. */
export default function VideoAgreementStep({ draft, update }: StepProps) {
  return (
    <div>
      <p>
        Before a group is put together, everyone in it watches the others' short videos. You record two 15-second videos (one fun, one
        useful) under settings, videos.
      </p>
      <YesNoChoice
        name="video-agreement"
        legend="will you upload your videos?"
        labels={{ yes: 'yes, I will upload my videos', no: 'no' }}
        value={draft.videoAgreement}
        onChange={(answer) => update({ videoAgreement: answer })}
      />
    </div>
  );
}
