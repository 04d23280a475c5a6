import type { RegistrationAnswers } from '../../../shared/experience-registration';
import type { RegistrationAnswer } from '../../../shared/experiences-contract';
import { registrationAccepted } from '../../data/experience-registrations';
import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';

/** PUT /experiences/:experienceId/registration: the wizard's answers (docs/product-rules.md#experiences-and-poetry-night). */
export interface RegisterExperiencePayload {
  experienceId: string;
  answers: RegistrationAnswers;
}

/** PUT /poetry-night/registration: the Fridays from the public poetry night page (docs/product-rules.md#experiences-and-poetry-night). */
export interface RegisterPoetryNightPayload {
  availability: string[];
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'register-experience': RegisterExperiencePayload;
    'register-poetry-night': RegisterPoetryNightPayload;
  }
}

export const experienceOutboxKinds = {
  'register-experience': {
    label: 'your experience registration',
    request: ({ experienceId, answers }) =>
      jsonRequest('PUT /experiences/:experienceId/registration', { params: { experienceId }, body: answers }),
    accepted: ({ experienceId }, body) => registrationAccepted(experienceId, (body as RegistrationAnswer | null) ?? null),
  },
  'register-poetry-night': {
    label: 'your poetry night registration',
    request: ({ availability }) => jsonRequest('PUT /poetry-night/registration', { body: { availability, acknowledged: true } }),
  },
} satisfies OutboxKindSpecs<'register-experience' | 'register-poetry-night'>;
