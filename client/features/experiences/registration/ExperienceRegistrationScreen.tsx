import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  answersOf,
  LAST_STEP,
  nextStep,
  offeredEvenings,
  previousStep,
  REGISTRATION_COPY,
  REGISTRATION_STEPS,
  stepProblem,
  stepProgressPercent,
} from '../../../../shared/experience-registration';
import type { RegistrationAnswer } from '../../../../shared/experiences-contract';
import { type Experience, EXPERIENCES_TIME_ZONE } from '../../../../shared/experiences';
import NotFound from '../../../components/NotFound';
import { db } from '../../../data/db';
import { discardEntry, enqueue, onOutboxDone } from '../../../data/outbox';
import ExperiencesPending from '../components/ExperiencesPending';
import { useExperience } from '../use-experiences';
import RegisteredSummary from './RegisteredSummary';
import ActivitiesStep from './steps/ActivitiesStep';
import AvailabilityStep from './steps/AvailabilityStep';
import BudgetStep from './steps/BudgetStep';
import DepositStep from './steps/DepositStep';
import VideoAgreementStep from './steps/VideoAgreementStep';
import { useOwnRegistrations } from './use-own-registrations';
import { useRegistrationDraft } from './use-registration-draft';
import { useRegistrationSending } from './use-registration-sending';
import './ExperienceRegistrationScreen.css';

type Submission = 'PRE_SUBMIT' | 'SUBMIT_IN_PROGRESS' | 'SUBMIT_COMPLETED';

const STEP_TITLES = ['availability', 'activities', 'budget', 'videos', 'deposit'] as const;
const COMPLETED_MESSAGE_MS = 3000;

/** /emberite/experiences/:experienceId/join: the five-step registration wizard (docs/product-rules.md#experiences-and-poetry-night). */
export default function ExperienceRegistrationScreen() {
  const { experienceId = '' } = useParams();
  const { state, experience } = useExperience(experienceId);
  if (state.status !== 'ready') return <ExperiencesPending state={state} title="registration" />;
  return experience ? <Registration key={experience.id} experience={experience} /> : <NotFound />;
}

function Registration({ experience }: { experience: Experience }) {
  const navigate = useNavigate();
  useOwnRegistrations();
  const { draft, started, update, moveTo, forget } = useRegistrationDraft(experience.id);
  const sending = useRegistrationSending(experience.id);
  // null when not registered; undefined only while the device's database is read.
  const registered = useLiveQuery(async () => (await db.experienceRegistrations.get(experience.id)) ?? null, [experience.id]);
  // Worked out once when the page opens: the evenings must not change under someone ticking boxes at midnight.
  const [offered] = useState(() => offeredEvenings(new Date(), EXPERIENCES_TIME_ZONE));
  const [submission, setSubmission] = useState<Submission>('PRE_SUBMIT');
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; at: number } | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const step = Math.min(LAST_STEP, Math.max(0, draft?.currentStep ?? 0));

  // The server has it (this tab's send, another tab's, or the service worker's): completed, said for 3 seconds.
  useEffect(
    () =>
      onOutboxDone((done) => {
        const answer = done.body as RegistrationAnswer | null;
        if (done.kind !== 'register-experience' || answer?.registration?.experienceId !== experience.id) return;
        forget();
        setSubmission('SUBMIT_COMPLETED');
        setStatus(REGISTRATION_COPY.completed);
      }),
    [forget, experience.id],
  );
  useEffect(() => {
    if (status !== REGISTRATION_COPY.completed) return;
    const clear = setTimeout(() => setStatus(null), COMPLETED_MESSAGE_MS);
    return () => clearTimeout(clear);
  }, [status]);

  // Refused by the server: its words in the alert, the entry dropped, and the answers kept to change and send again.
  useEffect(() => {
    if (!sending.refused) return;
    setProblem({ text: sending.refused.message || REGISTRATION_COPY.failedFallback, at: Date.now() });
    setSubmission('PRE_SUBMIT');
    void discardEntry(sending.refused.opId);
  }, [sending.refused]);

  useEffect(() => {
    if (problem) alertBox.current?.focus();
  }, [problem]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus goes to the new step's heading whenever the step changes
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  if (draft === undefined || registered === undefined) {
    return (
      <div className="container page">
        <p role="status">loading...</p>
      </div>
    );
  }

  const inProgress = sending.pending || submission === 'SUBMIT_IN_PROGRESS';
  const showSummary = registered && !started && !inProgress;
  const goTo = (target: number) => {
    moved.current = true;
    setProblem(null);
    void moveTo(target);
  };

  // docs/product-rules.md#experiences-and-poetry-night: the video agreement's refusal is an alert; the other steps' problems show in the page's alert box.
  function tell(text: string) {
    if (text === REGISTRATION_COPY.videosNeeded) window.alert(text);
    else setProblem({ text, at: Date.now() });
  }

  function forward() {
    const found = stepProblem({ ...draft!, availability: draft!.availability.filter((d) => offered.includes(d)) }, step);
    if (found) tell(found);
    else goTo(nextStep(step));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step < LAST_STEP) return forward();
    // docs/product-rules.md#experiences-and-poetry-night: a submission starts only from PRE_SUBMIT (never twice, nor over a completed one).
    if (submission !== 'PRE_SUBMIT' || sending.pending) {
      console.warn(REGISTRATION_COPY.notReady);
      return;
    }
    const current = { ...draft!, availability: draft!.availability.filter((d) => offered.includes(d)) };
    const answers = answersOf(current);
    if (!answers) {
      const firstOpen = REGISTRATION_STEPS.findIndex((_, index) => stepProblem(current, index) !== null);
      goTo(firstOpen);
      tell(stepProblem(current, firstOpen)!);
      return;
    }
    setProblem(null);
    setSubmission('SUBMIT_IN_PROGRESS');
    try {
      await enqueue('register-experience', { experienceId: experience.id, answers });
    } catch (error) {
      console.warn('the registration could not be kept on this device', error);
      setSubmission('PRE_SUBMIT');
      setStatus(null);
      setProblem({ text: REGISTRATION_COPY.failedDefault, at: Date.now() });
    }
  }

  const StepView = [AvailabilityStep, ActivitiesStep, BudgetStep, VideoAgreementStep, DepositStep][step]!;

  return (
    <div className="registration container page">
      <h1>register for {experience.title}</h1>
      <p role="status" className="registration__status">
        {inProgress && !navigator.onLine
          ? "You're offline: your registration is kept on this device and is sent when you're back online."
          : inProgress
            ? REGISTRATION_COPY.submitting
            : status === REGISTRATION_COPY.completed
              ? status
              : ''}
      </p>
      <div ref={alertBox} tabIndex={-1} role="alert" className={problem ? 'registration__alert' : undefined}>
        {problem?.text}
      </div>

      {showSummary ? (
        <RegisteredSummary
          registration={registered}
          onChange={() => {
            moved.current = true;
            setSubmission('PRE_SUBMIT');
            setStatus(null);
            void update({
              currentStep: 0,
              availability: registered.availability,
              activities: registered.activities as typeof draft.activities,
              idealBudget: registered.budget.ideal as typeof draft.idealBudget,
              maxBudget: registered.budget.max as typeof draft.maxBudget,
              videoAgreement: registered.videoAgreement,
              depositAgreement: registered.depositAgreement,
            });
          }}
        />
      ) : (
        <form className="registration__form" onSubmit={submit} noValidate aria-labelledby="registration-step">
          <div
            className="registration__progress"
            role="progressbar"
            aria-label="registration progress"
            aria-valuemin={1}
            aria-valuemax={REGISTRATION_STEPS.length}
            aria-valuenow={step + 1}
            aria-valuetext={`step ${step + 1} of ${REGISTRATION_STEPS.length}: ${STEP_TITLES[step]}`}
          >
            <div className="registration__progress-bar" style={{ width: `${stepProgressPercent(step)}%` }} />
          </div>
          <h2 id="registration-step" ref={stepHeading} tabIndex={-1}>
            step {step + 1} of {REGISTRATION_STEPS.length}: {STEP_TITLES[step]}
          </h2>
          <fieldset className="registration__step" disabled={inProgress}>
            <StepView draft={draft} update={update} offered={offered} />
          </fieldset>
          <div className="registration__nav">
            <button type="button" className="btn" onClick={() => (step === 0 ? navigate(-1) : goTo(previousStep(step)))}>
              back
            </button>
            {step < LAST_STEP ? (
              <button type="submit" className="btn btn-primary" aria-label="next step">
                next →
              </button>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={inProgress}>
                register
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
