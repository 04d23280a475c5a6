import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from './contract';
import { ACTIVITY_IDS, BUDGETS, MAX_AVAILABILITY } from './experience-registration';
import { EXPERIENCE_TYPE_IDS } from './experience-types';
import { OwnDeposit } from './payments-contract';

// The experiences' and their registrations' schemas (listed per route in shared/api-contract.ts).

const Note = Type.Object({ title: Type.String(), text: Type.String() });

/** One experience as GET /api/experiences answers it (docs/product-rules.md#experiences-and-poetry-night; the type in experience-types.ts). */
export const ExperienceView = Type.Object({
  id: Type.String(),
  typeId: StringEnum(EXPERIENCE_TYPE_IDS),
  title: Type.String(),
  subtitle: Type.String(),
  category: Type.String(),
  price: Type.Number(),
  area: Type.String(),
  country: Type.String(),
  language: Type.String(),
  duration: Type.Object({ hours: Type.Integer(), minutes: Type.Integer() }),
  participants: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  location: Type.Object({ name: Type.String(), address: Type.String(), details: Type.Optional(Type.String()) }),
  requiredLevel: Type.String(),
  whatToExpect: Type.Array(Type.String()),
  whatsIncluded: Type.Array(Type.String()),
  notes: Type.Array(Note),
  imageGradient: Type.String(),
});

/** GET /api/experiences: every experience, in list order. */
export const ExperienceList = Type.Object({ experiences: Type.Array(ExperienceView) });
export type ExperienceList = Static<typeof ExperienceList>;

export const ExperienceParams = Type.Object({ experienceId: Type.String({ minLength: 1, maxLength: 100 }) });

const YesNo = StringEnum(['yes', 'no']);
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** POST /api/experiences/:experienceId/registration (docs/product-rules.md#experiences-and-poetry-night). */
export const RegistrationBody = Type.Object(
  {
    availability: Type.Array(IsoDate, { minItems: 1, maxItems: MAX_AVAILABILITY, uniqueItems: true }),
    activities: Type.Array(StringEnum(ACTIVITY_IDS), { minItems: 1, maxItems: ACTIVITY_IDS.length, uniqueItems: true }),
    budget: Type.Object({ ideal: StringEnum(BUDGETS), max: StringEnum(BUDGETS) }, { additionalProperties: false }),
    videoAgreement: YesNo,
    depositAgreement: YesNo,
  },
  { additionalProperties: false },
);
export type RegistrationBody = Static<typeof RegistrationBody>;

export const Registration = Type.Object({
  experienceId: Type.String(),
  availability: Type.Array(Type.String()),
  activities: Type.Array(Type.String()),
  budget: Type.Object({ ideal: Type.String(), max: Type.String() }),
  videoAgreement: YesNo,
  depositAgreement: YesNo,
  /** Held only when they agreed to it. */
  deposit: OwnDeposit,
  registeredAt: Type.String(),
  updatedAt: Type.String(),
});
export type Registration = Static<typeof Registration>;

/** The spec's answer "has an ok flag"; the stored registration comes with it. */
export const RegistrationAnswer = Type.Object({ ok: Type.Literal(true), registration: Registration });
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

/** GET /api/experiences/registrations: the member's own registrations. */
export const OwnRegistrations = Type.Object({ registrations: Type.Array(Registration) });
export type OwnRegistrations = Static<typeof OwnRegistrations>;

/** PUT /api/poetry-night/registration: the Fridays the member could make, and that a spot is not guaranteed. */
export const PoetryNightBody = Type.Object(
  {
    availability: Type.Array(IsoDate, { minItems: 1, maxItems: 8, uniqueItems: true }),
    acknowledged: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type PoetryNightBody = Static<typeof PoetryNightBody>;

export const PoetryNightRegistration = Type.Object({
  ok: Type.Literal(true),
  availability: Type.Array(Type.String()),
  location: Type.String(),
  registeredAt: Type.String(),
});
export type PoetryNightRegistration = Static<typeof PoetryNightRegistration>;

/** A decided poetry night Friday the member could make: seated, waiting for a seat, released, or not running. */
export const PoetryNightSeat = Type.Object({
  friday: Type.String(),
  status: StringEnum(['seated', 'waiting', 'released', 'not-running']),
});
export type PoetryNightSeat = Static<typeof PoetryNightSeat>;

/** GET /api/poetry-night/registration and the answer of a seat given back: the member's Fridays and decided seats. */
export const OwnPoetryNight = Type.Object({
  registration: Type.Union([
    Type.Object({ availability: Type.Array(Type.String()), location: Type.String(), registeredAt: Type.String() }),
    Type.Null(),
  ]),
  seats: Type.Array(PoetryNightSeat),
});
export type OwnPoetryNight = Static<typeof OwnPoetryNight>;

export const PoetryNightFridayParams = Type.Object({ friday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) });
