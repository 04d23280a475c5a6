import SessionsField from '../../../../components/SessionsField';
import type { StepProps } from './step-props';

/**
 * The series each date starts (one session weekly unless changed): chosen with the dates, because each date a host offers
 * is a group's first session and the others follow it, so the dates read as the series they begin.
 */
export default function SessionsChoice({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  return (
    <SessionsField
      idPrefix="session"
      sessions={draft.sessions}
      example={draft.possibleDates[0]?.date}
      onChange={(sessions) => update({ sessions })}
    />
  );
}
