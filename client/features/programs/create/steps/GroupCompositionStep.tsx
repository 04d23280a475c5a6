import { optimalOf } from '../../../../../shared/event-format-wizard';
import { MAX_GROUPS, MAX_PARTICIPANTS, MIN_PARTICIPANTS, STRATEGIES } from '../../../../../shared/event-formats';
import RangeField from '../../../../components/RangeField';
import BalanceChoice from './BalanceChoice';
import type { StepProps } from './step-props';

type Rules = StepProps['draft']['groupRules'];

const STRATEGY_QUESTIONS: { key: keyof typeof STRATEGIES; question: string }[] = [
  { key: 'lowInterestStrategy', question: 'if too few people are interested' },
  { key: 'noGroupStrategy', question: 'for interested people not placed in a group' },
  { key: 'dropoutStrategy', question: 'if someone drops out of a confirmed group' },
  { key: 'matchingFailureStrategy', question: 'if no good groups can be suggested' },
];

const STRATEGY_LABELS: Record<string, string> = {
  'extend-period': 'extend the interest period',
  'cancel-event': 'cancel the event',
  'waitlist-next': 'put them on the waitlist for the next date',
  'refund-all': 'let them go (nobody has paid)',
  'continue-if-minimum': 'go ahead if the group still has its minimum',
  'fill-from-waitlist': 'fill the place from the waitlist',
  'cancel-group': 'cancel that group',
  'host-creates-groups': 'I make the groups myself',
};

/** 'set your group parameters': group size (min 4-8, max 8-16), groups, approval, balance, and what happens when plans change. */
export default function GroupCompositionStep({ draft, update }: StepProps) {
  const { capacity, groupRules } = draft;
  const setRules = (change: Partial<Rules>) => update((now) => ({ groupRules: { ...now.groupRules, ...change } }));
  const setCapacity = (change: Partial<typeof capacity>) => update((now) => ({ capacity: { ...now.capacity, ...change } }));
  return (
    <>
      <RangeField
        id="min-participants"
        label="smallest group"
        value={capacity.minParticipants}
        min={MIN_PARTICIPANTS.min}
        max={MIN_PARTICIPANTS.max}
        unit="people"
        onChange={(value) => setCapacity({ minParticipants: value, maxParticipants: Math.max(value, capacity.maxParticipants) })}
        hint="a group meets only once it has this many people."
      />
      <RangeField
        id="max-participants"
        label="largest group"
        value={capacity.maxParticipants}
        min={MAX_PARTICIPANTS.min}
        max={MAX_PARTICIPANTS.max}
        unit="people"
        onChange={(value) => setCapacity({ maxParticipants: value })}
        hint={`we aim for groups of ${optimalOf(capacity)}.`}
      />
      <div className="field">
        <label className="field-check">
          <input
            type="checkbox"
            checked={groupRules.multipleGroups}
            onChange={(event) =>
              setRules({
                multipleGroups: event.target.checked,
                maxGroups: event.target.checked ? Math.max(2, groupRules.maxGroups) : groupRules.maxGroups,
              })
            }
          />
          more than one group may form
        </label>
      </div>
      {groupRules.multipleGroups && (
        <>
          <RangeField
            id="max-groups"
            label="at most how many groups?"
            value={Math.min(MAX_GROUPS.max, Math.max(2, groupRules.maxGroups))}
            min={2}
            max={MAX_GROUPS.max}
            unit="groups"
            onChange={(value) => setRules({ maxGroups: value })}
          />
          <div className="field">
            <label className="field-check">
              <input
                type="checkbox"
                checked={groupRules.sameAttendeesMultipleGroups}
                onChange={(event) => setRules({ sameAttendeesMultipleGroups: event.target.checked })}
              />
              someone may join more than one group
            </label>
          </div>
        </>
      )}
      <div className="field">
        <label className="field-check">
          <input
            type="checkbox"
            checked={groupRules.hostApproval}
            aria-describedby="host-approval-hint"
            onChange={(event) => setRules({ hostApproval: event.target.checked })}
          />
          I approve each group before it is confirmed
        </label>
        <p id="host-approval-hint" className="muted field__hint">
          otherwise suggested groups are confirmed automatically, first come, first served.
        </p>
      </div>
      <BalanceChoice />
      <fieldset className="field-set">
        <legend>when plans change</legend>
        {STRATEGY_QUESTIONS.map(({ key, question }) => (
          <div className="field" key={key}>
            <label htmlFor={`strategy-${key}`}>{question}</label>
            <select
              id={`strategy-${key}`}
              value={groupRules[key]}
              onChange={(event) => setRules({ [key]: event.target.value } as Partial<Rules>)}
            >
              {STRATEGIES[key].map((value) => (
                <option key={value} value={value}>
                  {STRATEGY_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
    </>
  );
}
