/**
 * The experience registration wizard's rules (docs/product-rules.md#experiences-and-poetry-night), shared by the wizard and the server that stores the registration.
 */
import { addDays, dateKey, localTime } from './weekly-cycle';

/** The five steps, in order: availability, activities, budget, video agreement, deposit (0..4). */
export const REGISTRATION_STEPS = ['availability', 'activities', 'budget', 'videos', 'deposit'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
export const LAST_STEP = REGISTRATION_STEPS.length - 1;

export const ACTIVITIES = [
  { id: 'arcade', label: 'arcade' },
  { id: 'bars_lounges', label: 'bars and lounges' },
  { id: 'live_music', label: 'live music' },
  { id: 'nightclubs', label: 'nightclubs' },
  { id: 'comedy_shows', label: 'comedy shows' },
  { id: 'karaoke', label: 'karaoke' },
  { id: 'themed_parties', label: 'themed parties' },
  { id: 'speakeasies', label: 'speakeasies' },
  { id: 'rooftop_events', label: 'rooftop events' },
] as const;
export type ActivityId = (typeof ACTIVITIES)[number]['id'];
export const ACTIVITY_IDS = ACTIVITIES.map((activity) => activity.id) as unknown as readonly ActivityId[];

/** Dollars per person; the order is the order of amounts. */
export const BUDGETS = ['0-20', '20-50', '50-100', '100-200', '200+'] as const;
export type Budget = (typeof BUDGETS)[number];

export const BUDGET_LABELS: Record<Budget, string> = {
  '0-20': '$0 to $20',
  '20-50': '$20 to $50',
  '50-100': '$50 to $100',
  '100-200': '$100 to $200',
  '200+': '$200 or more',
};

export type YesNo = 'yes' | 'no';

/** What the wizard sends (docs/product-rules.md#experiences-and-poetry-night): availability, activities, budget, both agreements. */
export interface RegistrationAnswers {
  /** ISO calendar dates of the evenings the member could make. */
  availability: string[];
  activities: ActivityId[];
  budget: { ideal: Budget; max: Budget };
  videoAgreement: YesNo;
  depositAgreement: YesNo;
}

/** The wizard's state while it is filled (docs/product-rules.md#experiences-and-poetry-night), kept as a draft. */
export interface RegistrationDraft {
  currentStep: number;
  availability: string[];
  activities: ActivityId[];
  idealBudget: Budget | null;
  maxBudget: Budget | null;
  videoAgreement: YesNo | null;
  depositAgreement: YesNo | null;
}

export const EMPTY_REGISTRATION: RegistrationDraft = {
  currentStep: 0,
  availability: [],
  activities: [],
  idealBudget: null,
  maxBudget: null,
  videoAgreement: null,
  depositAgreement: null,
};

/** Evenings are offered from 7 PM on Thursdays, Fridays and Saturdays (docs/product-rules.md#experiences-and-poetry-night: Feb 13-15 and 20-22). */
export const EVENING_STARTS_AT = '7 PM';
const EVENING_WEEKDAYS = new Set([4, 5, 6]);
export const OFFERED_EVENINGS = 6;
export const MAX_AVAILABILITY = 12;

/** The next six Thursday, Friday and Saturday evenings, strictly after today where the experience is. */
export function offeredEvenings(now: Date, timeZone: string): string[] {
  const today = localTime(now, timeZone);
  const todayKey = dateKey(today.year, today.month, today.day);
  const evenings: string[] = [];
  for (let ahead = 1; evenings.length < OFFERED_EVENINGS; ahead++) {
    const date = addDays(todayKey, ahead);
    if (EVENING_WEEKDAYS.has((today.weekday + ahead) % 7)) evenings.push(dateKey(date.year, date.month, date.day));
  }
  return evenings;
}

export const REGISTRATION_COPY = {
  availabilityNeeded: 'Pick at least one evening you could make. More evenings mean a better chance of a group.',
  activitiesNeeded: 'Pick at least one kind of evening you would enjoy.',
  budgetNeeded: 'Pick both an ideal budget and the most you would spend.',
  budgetOrder: 'The most you would spend cannot be below your ideal budget.',
  videosNeeded: 'Uploading videos is mandatory to be discoverable.',
  depositNeeded: 'Say whether you want the deposit held now.',
  submitting: 'Submitting profile data...',
  completed: 'Registration completed!',
  failedFallback: 'An unexpected error occurred.',
  failedDefault: 'Failed to save profile.',
  notReady: 'Cannot submit profile when submission is in progress or already completed.',
} as const;

/** What keeps the member on a step, or null when they may go on (the video agreement's words are the spec's). */
export function stepProblem(draft: RegistrationDraft, step: number): string | null {
  switch (REGISTRATION_STEPS[step]) {
    case 'availability':
      return draft.availability.length > 0 ? null : REGISTRATION_COPY.availabilityNeeded;
    case 'activities':
      return draft.activities.length > 0 ? null : REGISTRATION_COPY.activitiesNeeded;
    case 'budget':
      if (!draft.idealBudget || !draft.maxBudget) return REGISTRATION_COPY.budgetNeeded;
      return budgetInOrder(draft.idealBudget, draft.maxBudget) ? null : REGISTRATION_COPY.budgetOrder;
    case 'videos':
      return draft.videoAgreement === 'yes' ? null : REGISTRATION_COPY.videosNeeded;
    case 'deposit':
      return draft.depositAgreement ? null : REGISTRATION_COPY.depositNeeded;
    default:
      return null;
  }
}

export function budgetInOrder(ideal: Budget, max: Budget): boolean {
  return BUDGETS.indexOf(max) >= BUDGETS.indexOf(ideal);
}

/** The answers to send, once every step is answered; null while any is not. */
export function answersOf(draft: RegistrationDraft): RegistrationAnswers | null {
  if (REGISTRATION_STEPS.some((_, step) => stepProblem(draft, step) !== null)) return null;
  return {
    availability: [...draft.availability].sort(),
    activities: ACTIVITY_IDS.filter((id) => draft.activities.includes(id)),
    budget: { ideal: draft.idealBudget!, max: draft.maxBudget! },
    videoAgreement: draft.videoAgreement!,
    depositAgreement: draft.depositAgreement!,
  };
}

/** Wizard step 0..4: next only while below 4, previous only above 0 (docs/product-rules.md#experiences-and-poetry-night). */
export const nextStep = (step: number) => Math.min(LAST_STEP, step + 1);
export const previousStep = (step: number) => Math.max(0, step - 1);

/** Progress shown on the bar: the step being filled, out of five. */
export const stepProgressPercent = (step: number) => Math.round(((step + 1) / REGISTRATION_STEPS.length) * 100);
