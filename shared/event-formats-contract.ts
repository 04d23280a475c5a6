import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './contract';
import {
  CONFIRMATION_DAYS,
  FORMAT_CITIES,
  FORMAT_DESCRIPTION_MAX,
  FORMAT_EMAIL,
  FORMAT_SESSIONS,
  FORMAT_STATUSES,
  FORMAT_TITLE,
  INTEREST_DAYS,
  MAX_GROUPS,
  MAX_PARTICIPANTS,
  MAX_POSSIBLE_DATES,
  MIN_PARTICIPANTS,
  SELECTION_DAYS,
  STRATEGIES,
  TICKET_PRICE,
  TIME_OPTIONS,
} from './event-formats';
import { FORMAT_PHASES } from './format-journey';

// The event-format routes' schemas (docs/product-rules.md#event-format-wizard), listed per route in shared/api-contract.ts.

const ShortText = (maxLength: number) => Type.String({ maxLength });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Days = (range: { min: number; max: number }) => Type.Integer({ minimum: range.min, maximum: range.max });

/** The draft the wizard sends (docs/product-rules.md#event-format-wizard: with the dates, group rules and location). */
export const EventFormatPayload = Type.Object(
  {
    title: Type.String({ maxLength: FORMAT_TITLE.max }),
    description: ShortText(FORMAT_DESCRIPTION_MAX),
    category: ShortText(60),
    timeline: Type.Object(
      {
        interestPeriodDays: Days(INTEREST_DAYS),
        selectionPeriodDays: Days(SELECTION_DAYS),
        confirmationPeriodDays: Days(CONFIRMATION_DAYS),
        cancellationPolicyHours: Type.Integer({ minimum: 0, maximum: 168 }),
      },
      { additionalProperties: false },
    ),
    possibleDates: Type.Array(Type.Object({ date: IsoDate, time: StringEnum(TIME_OPTIONS) }, { additionalProperties: false }), {
      maxItems: MAX_POSSIBLE_DATES,
    }),
    groupFormation: Type.Object(
      {
        selectionMethod: StringEnum(['HostApproval', 'FirstComeFirstServed']),
        requiresApproval: Type.Boolean(),
        allowWaitlist: Type.Boolean(),
        maxWaitlistSize: Nullable(Type.Integer({ minimum: 0, maximum: 1000 })),
        autoConfirm: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    groupRules: Type.Object(
      {
        maxGroups: Type.Integer({ minimum: MAX_GROUPS.min, maximum: MAX_GROUPS.max }),
        multipleGroups: Type.Boolean(),
        hostApproval: Type.Boolean(),
        sameAttendeesMultipleGroups: Type.Boolean(),
        matchingFailureStrategy: StringEnum(STRATEGIES.matchingFailureStrategy),
        noGroupStrategy: StringEnum(STRATEGIES.noGroupStrategy),
        lowInterestStrategy: StringEnum(STRATEGIES.lowInterestStrategy),
        dropoutStrategy: StringEnum(STRATEGIES.dropoutStrategy),
      },
      { additionalProperties: false },
    ),
    capacity: Type.Object(
      {
        minParticipants: Days(MIN_PARTICIPANTS),
        maxParticipants: Days(MAX_PARTICIPANTS),
        optimalParticipants: Type.Integer({ minimum: MIN_PARTICIPANTS.min, maximum: MAX_PARTICIPANTS.max }),
      },
      { additionalProperties: false },
    ),
    pricing: Nullable(
      Type.Object(
        {
          currency: StringEnum(['USD', 'CAD']),
          basePrice: Type.Number({ minimum: 0, maximum: TICKET_PRICE.max }),
          discounts: Type.Array(ShortText(100), { maxItems: 10 }),
          refundPolicy: ShortText(60),
          /** flexible, moderate or strict (docs/product-rules.md#event-format-wizard); absent in drafts made before the wizard sent it. */
          cancellationPolicy: Type.Optional(StringEnum(['flexible', 'moderate', 'strict'])),
          includesFood: Type.Boolean(),
          includesDrinks: Type.Boolean(),
          includesMaterials: Type.Boolean(),
          notes: ShortText(1000),
        },
        { additionalProperties: false },
      ),
    ),
    venue: Type.Object(
      {
        city: StringEnum(FORMAT_CITIES),
        region: ShortText(60),
        country: ShortText(60),
        neighborhood: ShortText(80),
        venueDetails: ShortText(500),
        isOnline: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    requirements: Type.Array(ShortText(200), { maxItems: 20 }),
    tags: Type.Array(ShortText(40), { maxItems: 20 }),
    isRecurring: Type.Boolean(),
    recurringPattern: Nullable(ShortText(100)),
    /** The series: `count` sessions, one every `everyDays` from each group's first date. Absent: one session. */
    sessions: Type.Optional(
      Type.Object(
        {
          count: Type.Integer({ minimum: FORMAT_SESSIONS.min, maximum: FORMAT_SESSIONS.max }),
          everyDays: Type.Integer({ minimum: 1, maximum: 28 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type EventFormatPayload = Static<typeof EventFormatPayload>;

/** POST /event-format/draft: the payload, and the host's e-mail (hostInfo, docs/product-rules.md#event-format-wizard), never shown back to anyone. */
export const EventFormatDraftBody = Type.Object(
  {
    format: EventFormatPayload,
    hostInfo: Type.Object(
      {
        email: Type.String({
          minLength: FORMAT_EMAIL.min,
          maxLength: FORMAT_EMAIL.max,
          pattern: FORMAT_EMAIL.pattern,
          errorMessage: FORMAT_EMAIL.message,
        }),
        isNewHost: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type EventFormatDraftBody = Static<typeof EventFormatDraftBody>;
/** The device that made an unclaimed draft corrects the e-mail it was made with. */
export const HostEmailBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' }) },
  { additionalProperties: false },
);

export const EventFormatView = Type.Object({
  id: Type.String(),
  status: StringEnum(FORMAT_STATUSES),
  phase: StringEnum(FORMAT_PHASES),
  title: Type.String(),
  format: EventFormatPayload,
  /** The viewer is its host (or holds the key of the draft their device made). */
  mine: Type.Boolean(),
  /** Made without an account and not yet claimed by its host. */
  claimed: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  publishedAt: Nullable(Type.String()),
});
export type EventFormatView = Static<typeof EventFormatView>;

export const EventFormatAnswer = Type.Object({ format: EventFormatView });
export type EventFormatAnswer = Static<typeof EventFormatAnswer>;
/** A draft made without an account answers its key once: the device keeps it to change the draft until it is claimed. */
export const EventFormatCreated = Type.Object({ id: Type.String(), format: EventFormatView, draftKey: Nullable(Type.String()) });
export type EventFormatCreated = Static<typeof EventFormatCreated>;
export const EventFormatList = Type.Object({ formats: Type.Array(EventFormatView) });
export type EventFormatList = Static<typeof EventFormatList>;
export const EventFormatParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const EventFormatSearchQuery = Type.Object(
  {
    city: Type.Optional(StringEnum(FORMAT_CITIES)),
    category: Type.Optional(ShortText(60)),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    text: Type.Optional(ShortText(100)),
  },
  { additionalProperties: false },
);
export type EventFormatSearchQuery = Static<typeof EventFormatSearchQuery>;
