import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  firstOpenStep,
  INDICATOR,
  indicatorIndex,
  WIZARD_COPY,
  WIZARD_STEPS,
  type WizardStep,
  wizardStepProblem,
} from '../../../../shared/event-format-wizard';
import { FORMAT_COPY } from '../../../../shared/event-formats';
import { NetworkError } from '../../../api/http';
import { useSession } from '../../auth/use-session';
import { EventFormatApiError, problemText } from '../../../api/event-format-api';
import '../../../components/fields.css';
import { useOnline } from '../../onboarding/use-online';
import { createFormat } from './create-format';
import { localToday } from './local-today';
import AccountStep from './steps/AccountStep';
import ConceptDetailsStep from './steps/ConceptDetailsStep';
import EventDatesStep from './steps/EventDatesStep';
import EventDetailsStep from './steps/EventDetailsStep';
import EventLocationStep from './steps/EventLocationStep';
import EventTimesStep from './steps/EventTimesStep';
import GroupCompositionStep from './steps/GroupCompositionStep';
import IntroStep, { introTitle } from './steps/IntroStep';
import PreviewStep from './steps/PreviewStep';
import PricingStep from './steps/PricingStep';
import TimelineStep from './steps/TimelineStep';
import type { StepProps } from './steps/step-props';
import { useFormatDraft } from './use-format-draft';
import './CreateEventScreen.css';

const HEADINGS: Record<WizardStep, string> = {
  'concept-intro': 'what will you host?',
  'concept-details': 'what gathering are you creating?',
  'timeline-intro': 'the timeline',
  timeline: 'how long to gather interest?',
  'group-intro': 'the group',
  'group-composition': 'set your group parameters',
  'logistics-intro': 'the logistics',
  'event-dates': 'when could this happen?',
  'event-times': 'what time works best?',
  'event-location': 'where will it happen?',
  account: 'manage it with an account',
  'event-details': 'event details',
  pricing: 'set your price',
  preview: 'preview your event format',
};

const STEP_VIEWS: Partial<Record<WizardStep, (props: StepProps) => React.ReactNode>> = {
  'concept-details': ConceptDetailsStep,
  timeline: TimelineStep,
  'group-composition': GroupCompositionStep,
  'event-dates': EventDatesStep,
  'event-times': EventTimesStep,
  'event-location': EventLocationStep,
  'event-details': EventDetailsStep,
  pricing: PricingStep,
};

/** The draft route's fields as the wizard names them, for a refusal that names one. */
const FIELD_NAMES = { hostInfo: 'your e-mail', format: 'the format' };

/** Steps whose next button stays disabled until their fields are valid (docs/product-rules.md#event-format-wizard); the others say what is missing. */
const DISABLED_UNTIL_VALID: readonly WizardStep[] = ['event-location', 'event-details'];

/** /create-event: the event-format wizard (docs/product-rules.md#event-format-wizard), its draft kept on this device. */
export default function CreateEventScreen() {
  const { draft, update, moveTo, forget } = useFormatDraft();
  const session = useSession();
  const online = useOnline();
  const navigate = useNavigate();
  const [today] = useState(localToday);
  const [problem, setProblem] = useState<string | null>(null);
  // The e-mail the check or the server refused: its field says so until it is changed.
  const [emailRefused, setEmailRefused] = useState(false);
  const [creating, setCreating] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const signedInEmail = session.status === 'signed-in' ? session.user.email : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus goes to the new step's heading whenever the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [draft?.step]);
  useEffect(() => {
    if (problem) alertBox.current?.focus();
  }, [problem]);

  if (!draft) return <p role="status">loading your draft...</p>;

  // Signed in, the format is the account's: its e-mail is the host's.
  const current = signedInEmail ? { ...draft, hostInfo: { ...draft.hostInfo, email: signedInEmail, isNewHost: false } } : draft;
  const index = WIZARD_STEPS.indexOf(draft.step);
  const step = draft.step;
  const stepProblem = wizardStepProblem(current, step, today);

  const goTo = (target: WizardStep) => {
    moved.current = true;
    setProblem(null);
    void moveTo(target).then(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  };
  const next = () => {
    const found = wizardStepProblem(current, step, today);
    if (found) setProblem(found);
    else if (index < WIZARD_STEPS.length - 1) goTo(WIZARD_STEPS[index + 1]!);
  };
  const back = () => (index === 0 ? navigate(-1) : goTo(WIZARD_STEPS[index - 1]!));

  async function create() {
    const open = firstOpenStep(current, today);
    if (open) {
      if (open !== step) goTo(open);
      const found = wizardStepProblem(current, open, today);
      setProblem(found);
      setEmailRefused(found === WIZARD_COPY.email);
      return;
    }
    if (!navigator.onLine) {
      setProblem(WIZARD_COPY.offline);
      return;
    }
    // One key per format: kept until it is made, so a retry after a lost answer is the same format.
    const submitKey = current.submitKey ?? crypto.randomUUID();
    if (!current.submitKey) update({ submitKey });
    setProblem(null);
    setCreating(true);
    try {
      const created = await createFormat({ ...current, submitKey }, today);
      await forget();
      window.alert(FORMAT_COPY.created(created.id));
      navigate('/');
    } catch (error) {
      setCreating(false);
      if (error instanceof NetworkError) {
        setProblem(WIZARD_COPY.offline);
        return;
      }
      // Refused: the same answers under a new key once they are changed.
      update({ submitKey: null });
      window.alert(FORMAT_COPY.createFailed);
      setProblem(error instanceof EventFormatApiError ? problemText(error, FIELD_NAMES) : FORMAT_COPY.createFailed);
      setEmailRefused(error instanceof EventFormatApiError && error.answer.fields?.hostInfo !== undefined);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'preview') void create();
    else next();
  }

  const part = indicatorIndex(step);
  const View = STEP_VIEWS[step];
  const intro = introTitle(step);
  const disabledNext = DISABLED_UNTIL_VALID.includes(step) && stepProblem !== null;

  return (
    <div className="create-event">
      <h1>create an event format</h1>
      <ol className="create-event__indicator" aria-label="progress">
        {INDICATOR.map(({ label }, at) => (
          <li
            key={label}
            className={at < part ? 'is-done' : at === part ? 'is-current' : undefined}
            aria-current={at === part ? 'step' : undefined}
          >
            <span className="create-event__number" aria-hidden="true">
              {at < part ? '✓' : at + 1}
            </span>{' '}
            {label}
            {at < part && <span className="visually-hidden"> (done)</span>}
          </li>
        ))}
      </ol>
      {!online && (
        <p className="create-event__offline" role="status">
          you're offline: your format is kept on this device as you go.
        </p>
      )}
      <div ref={alertBox} tabIndex={-1} role="alert" className={problem ? 'create-event__alert' : undefined}>
        {problem}
      </div>
      <form className="create-event__form" onSubmit={submit} noValidate aria-labelledby="create-event-step">
        <h2 id="create-event-step" ref={heading} tabIndex={-1}>
          {HEADINGS[step]}
        </h2>
        <fieldset className="create-event__step" disabled={creating}>
          {intro ? (
            <IntroStep step={step} />
          ) : step === 'account' ? (
            <AccountStep draft={current} update={update} today={today} next={next} />
          ) : step === 'preview' ? (
            <PreviewStep
              draft={current}
              update={(change) => {
                setEmailRefused(false);
                update(change);
              }}
              today={today}
              signedInEmail={signedInEmail}
              emailRefused={emailRefused}
            />
          ) : (
            View && <View draft={current} update={update} today={today} />
          )}
        </fieldset>
        {disabledNext && (
          <p id="create-event-next-hint" className="muted">
            {stepProblem}
          </p>
        )}
        <div className="create-event__nav">
          <button type="button" className="btn" onClick={back} disabled={creating}>
            back
          </button>
          {/* Without an account, the prompt's own three choices are the way on (one asks first): no plain next. */}
          {step === 'account' && signedInEmail === null ? null : step === 'preview' ? (
            <button type="submit" className="btn btn-primary" disabled={creating}>
              {creating ? 'creating...' : 'create my event format'}
            </button>
          ) : (
            <button
              type="submit"
              className="btn btn-primary"
              disabled={disabledNext}
              aria-describedby={disabledNext ? 'create-event-next-hint' : undefined}
            >
              next →
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
