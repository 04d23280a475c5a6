import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './contract';
import { FORMAT_EMAIL, FORMAT_STATUSES, TIME_OPTIONS } from './event-formats';
import { EventFormatView } from './event-formats-contract';
import { MyCheckIns } from './format-check-in-contract';
import { ACTIVITY_TYPES, FORMAT_PHASES, INTEREST_ABOUT_MAX, INTEREST_NAME_MAX, INTEREST_STATUSES, PICK_LEVELS } from './format-journey';
import { FormatNotice } from './format-notices-contract';

// The participant journey's and the host dashboard's schemas (docs/product-rules.md#program-journey, #host-dashboard), listed per route in
// shared/api-contract.ts. No answer names who picked whom, nor anyone's e-mail.

const Id = Type.String({ minLength: 1, maxLength: 64 });
export const FormatParams = Type.Object({ id: Id });
export const FormatPersonParams = Type.Object({ id: Id, interestId: Id });
export const FormatGroupParams = Type.Object({ id: Id, groupId: Id });
export const HostParams = Type.Object({ hostId: Id });

export const InterestBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: INTEREST_NAME_MAX }),
    email: Type.String({
      minLength: FORMAT_EMAIL.min,
      maxLength: FORMAT_EMAIL.max,
      pattern: FORMAT_EMAIL.pattern,
      errorMessage: FORMAT_EMAIL.message,
    }),
    about: Type.Optional(Type.String({ maxLength: INTEREST_ABOUT_MAX })),
  },
  { additionalProperties: false },
);
export type InterestBody = Static<typeof InterestBody>;
/** The same answer whether or not the e-mail was on the list already: nobody learns who is interested. */
export const InterestSent = Type.Object({ sent: Type.Literal(true) });

/** One session of a group's series: the day (YYYY-MM-DD in the format's city) and the time range there. */
export const SessionView = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  date: Type.String(),
  time: Type.String(),
  /** The host moved it from the series' cadence. */
  moved: Type.Boolean(),
});
export type SessionView = Static<typeof SessionView>;

const GroupPlace = Type.Object({
  number: Type.Integer(),
  date: Type.String(),
  time: Type.String(),
  status: StringEnum(['suggested', 'confirmed', 'cancelled']),
  sessions: Type.Array(SessionView),
});

/** What a confirmed (paid) participant needs to get there; nobody else sees the address. */
export const Logistics = Type.Object({
  neighborhood: Type.String(),
  address: Type.String(),
  whatToBring: Type.String(),
  included: Type.Array(Type.String()),
  dietaryOptions: Type.Array(Type.String()),
  cancellationPolicy: Type.String(),
});
export type Logistics = Static<typeof Logistics>;

/** Where the format's cycle is, and (signed in with an interested e-mail) where the person stands. */
export const JourneyView = Type.Object({
  phase: StringEnum(FORMAT_PHASES),
  interestClosesAt: Nullable(Type.String()),
  selectionClosesAt: Nullable(Type.String()),
  confirmationClosesAt: Nullable(Type.String()),
  me: Nullable(
    Type.Object({
      interestId: Type.String(),
      name: Type.String(),
      status: StringEnum(INTEREST_STATUSES),
      message: Type.String(),
      group: Nullable(GroupPlace),
      /** Only once their place is paid. */
      logistics: Nullable(Logistics),
      /** Their check-ins at their group's sessions, once their place is paid. */
      checkIn: Nullable(MyCheckIns),
      amountDueCents: Nullable(Type.Integer()),
      /**
       * Giving the place up now: what comes back (0 unpaid, or past the policy's cutoff). Null when it cannot be given
       * up: not selected or paid, or the first session has begun (then only the host refunds).
       */
      giveUp: Nullable(Type.Object({ refundCents: Type.Integer() })),
      currency: Type.String(),
      payment: Nullable(
        Type.Object({
          status: StringEnum(['paying', 'paid', 'failed', 'refunded']),
          amountCents: Type.Integer(),
          refundedCents: Type.Integer(),
        }),
      ),
      /** What they were told about this format, newest first. */
      notices: Type.Array(FormatNotice),
    }),
  ),
});
export type JourneyView = Static<typeof JourneyView>;

/** The other interested people during the selection window (in an order of the viewer's own), and the viewer's own levels. */
export const SelectionCards = Type.Object({
  cards: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), about: Type.String() })),
  picks: Type.Array(Type.Object({ id: Type.String(), level: Type.Integer() })),
});
export type SelectionCards = Static<typeof SelectionCards>;
export const PickBody = Type.Object(
  { level: Type.Integer({ minimum: PICK_LEVELS.min, maximum: PICK_LEVELS.max }) },
  { additionalProperties: false },
);

/** The host's view of a format's people and groups (docs/product-rules.md#host-dashboard): statuses only, never picks. */
export const HostFormatPeople = Type.Object({
  phase: StringEnum(FORMAT_PHASES),
  interestClosesAt: Nullable(Type.String()),
  selectionClosesAt: Nullable(Type.String()),
  confirmationClosesAt: Nullable(Type.String()),
  participants: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      status: StringEnum(INTEREST_STATUSES),
      joinedDate: Type.String(),
      groupId: Nullable(Type.String()),
    }),
  ),
  groups: Type.Array(
    Type.Object({
      id: Type.String(),
      number: Type.Integer(),
      date: Type.String(),
      time: Type.String(),
      status: StringEnum(['suggested', 'confirmed', 'cancelled']),
      sessions: Type.Array(SessionView),
    }),
  ),
  /** What the host was told about this format (payments, dropouts, low interest, completion), newest first. */
  notices: Type.Array(FormatNotice),
});
export type HostFormatPeople = Static<typeof HostFormatPeople>;
export const MoveBody = Type.Object(
  { groupId: Nullable(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false, description: "a group's id, 'new' for a new group, or null to take the person out" },
);

export const FormatSessionParams = Type.Object({ id: Id, sessionId: Id });
/** The host moves one session: a day (YYYY-MM-DD in the format's city) and one of the time ranges. */
export const MoveSessionBody = Type.Object(
  { date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), time: StringEnum(TIME_OPTIONS) },
  { additionalProperties: false },
);
/** A published format's details changed: the format as it is now and the fields that changed (told to those taking part). */
export const EditedFormat = Type.Object({ format: EventFormatView, changed: Type.Array(Type.String()) });

export const PaymentAnswer = Type.Object({
  payment: Type.Object({
    status: StringEnum(['paying', 'paid', 'failed', 'refunded']),
    amountCents: Type.Integer(),
    currency: Type.String(),
  }),
});

const Trend = Type.Object({ value: Type.Number(), trend: Type.Number() });
/** GET /hosts/:hostId/dashboard (docs/product-rules.md#host-dashboard), computed from real data. */
export const HostDashboard = Type.Object({
  metrics: Type.Object({
    totalFormats: Trend,
    activeFormats: Trend,
    draftFormats: Trend,
    completedFormats: Trend,
    averageAttendance: Trend,
    totalRevenue: Trend,
    activeInterest: Trend,
  }),
  formats: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      status: StringEnum(FORMAT_STATUSES),
      phase: StringEnum(FORMAT_PHASES),
      nextDate: Nullable(Type.String()),
      interestedCount: Type.Integer(),
      groupsFormed: Type.Integer(),
      maxGroups: Type.Integer(),
      revenue: Type.Number(),
      attendanceRate: Nullable(Type.Number()),
      isLive: Type.Boolean(),
      spotsLeft: Type.Integer(),
      createdDate: Type.String(),
      lastActivity: Nullable(Type.String()),
    }),
  ),
  activity: Type.Array(
    Type.Object({
      id: Type.String(),
      type: StringEnum(ACTIVITY_TYPES),
      message: Type.String(),
      time: Type.String(),
      formatTitle: Type.String(),
      formatId: Type.String(),
      timestamp: Type.String(),
    }),
  ),
  payments: Type.Array(
    Type.Object({
      id: Type.String(),
      formatId: Type.String(),
      formatTitle: Type.String(),
      amountCents: Type.Integer(),
      feeCents: Type.Integer(),
      hostCents: Type.Integer(),
      refundedCents: Type.Integer(),
      currency: Type.String(),
      status: StringEnum(['paying', 'paid', 'failed', 'refunded']),
      at: Type.String(),
    }),
  ),
  /** The ledger's sums per currency: sales - refunded = fee + earnings, to the cent. */
  billing: Type.Array(
    Type.Object({
      currency: Type.String(),
      ticketsSold: Type.Integer(),
      salesCents: Type.Integer(),
      refundedCents: Type.Integer(),
      feeCents: Type.Integer(),
      earningsCents: Type.Integer(),
    }),
  ),
  funnel: Type.Array(
    Type.Object({
      formatId: Type.String(),
      formatTitle: Type.String(),
      interested: Type.Integer(),
      picked: Type.Integer(),
      grouped: Type.Integer(),
      paid: Type.Integer(),
      attended: Type.Integer(),
    }),
  ),
  interestByDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
});
export type HostDashboard = Static<typeof HostDashboard>;
