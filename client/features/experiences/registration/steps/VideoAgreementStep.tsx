import { useRef } from 'react';
import type { StepProps } from './step-props';
import YesNoChoice from './YesNoChoice';

/**
 * Step 4: the member agrees to upload videos, which is how the others get to know them before the evening. "No" is
 * answered with why, and a way to switch to yes (docs/product-rules.md#experiences-and-poetry-night); going on with "no" is refused in an alert.
 */
export default function VideoAgreementStep({ draft, update }: StepProps) {
  const yes = useRef<HTMLInputElement>(null);
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
        yesRef={yes}
      />
      {draft.videoAgreement === 'no' && (
        <div className="registration__explain">
          <p>
            Without your videos nobody in a group can get to know you before the evening, so you cannot be discoverable and no group is put
            together with you. Two short videos are enough, and you can record them any time before your first evening.
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              update({ videoAgreement: 'yes' });
              // The button goes with the "no": focus lands on the answer it chose.
              yes.current?.focus();
            }}
          >
            switch to yes
          </button>
        </div>
      )}
    </div>
  );
}
