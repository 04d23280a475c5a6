import { interestHint } from '../../../../../shared/event-format-wizard';
import { CONFIRMATION_DAYS, INTEREST_DAYS, SELECTION_DAYS } from '../../../../../shared/event-formats';
import RangeField from '../../../../components/RangeField';
import type { StepProps } from './step-props';

/** 'how long to gather interest?': interest period 3-21 (7), selection window 1-5 (2), confirmation period (3). */
export default function TimelineStep({ draft, update }: StepProps) {
  const timeline = draft.timeline;
  const set = (change: Partial<typeof timeline>) => update((now) => ({ timeline: { ...now.timeline, ...change } }));
  const days = (n: number) => (n === 1 ? 'day' : 'days');
  return (
    <>
      <RangeField
        id="interest-days"
        label="interest period"
        value={timeline.interestCollection}
        min={INTEREST_DAYS.min}
        max={INTEREST_DAYS.max}
        unit={days(timeline.interestCollection)}
        onChange={(value) => set({ interestCollection: value })}
        hint={interestHint(timeline.interestCollection)}
      />
      <RangeField
        id="selection-days"
        label="selection window"
        value={timeline.selectionWindow}
        min={SELECTION_DAYS.min}
        max={SELECTION_DAYS.max}
        unit={days(timeline.selectionWindow)}
        onChange={(value) => set({ selectionWindow: value })}
        hint="the interested people see each other and privately pick who they would like to join with."
      />
      <RangeField
        id="confirmation-days"
        label="confirmation period"
        value={timeline.confirmationPeriod}
        min={CONFIRMATION_DAYS.min}
        max={CONFIRMATION_DAYS.max}
        unit={days(timeline.confirmationPeriod)}
        onChange={(value) => set({ confirmationPeriod: value })}
        hint="selected people confirm and pay within this time."
      />
    </>
  );
}
