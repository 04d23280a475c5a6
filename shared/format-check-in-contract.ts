import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './contract';

// Checking in at a program's sessions (shared/format-check-in.ts), listed per route in shared/api-contract.ts. The
// bodies are the member groups' own (CheckInBody, CheckMemberInBody in shared/groups-contract.ts): a code and the
// device's time, or only the time when the host checks someone in.

const Id = Type.String({ minLength: 1, maxLength: 80 });
export const SessionParams = Type.Object({ id: Id, sessionId: Id });
export const SessionPersonParams = Type.Object({ id: Id, sessionId: Id, interestId: Id });

/** A paid participant's own check-ins, one per session of their group (on /program/:id and as the check-in's answer). */
export const MyCheckIns = Type.Object({
  /** The format's city: the sessions' dates and times are its wall clock. */
  timeZone: Type.String(),
  sessions: Type.Array(
    Type.Object({
      sessionId: Type.String(),
      number: Type.Integer(),
      date: Type.String(),
      time: Type.String(),
      opensAt: Type.String(),
      closesAt: Type.String(),
      checkedIn: Type.Boolean(),
      /** The host checked them in. */
      byHost: Type.Boolean(),
      /** Until when their own wrong codes stop them typing another (then they ask the host); null when they may. */
      lockedUntil: Nullable(Type.String()),
    }),
  ),
});
export type MyCheckIns = Static<typeof MyCheckIns>;

/** The host's sessions: each group's paid participants, and per session its code and who checked in. */
export const HostSessions = Type.Object({
  timeZone: Type.String(),
  groups: Type.Array(
    Type.Object({
      groupId: Type.String(),
      number: Type.Integer(),
      participants: Type.Array(Type.Object({ interestId: Type.String(), name: Type.String() })),
      sessions: Type.Array(
        Type.Object({
          id: Type.String(),
          number: Type.Integer(),
          date: Type.String(),
          time: Type.String(),
          opensAt: Type.String(),
          closesAt: Type.String(),
          /** Until when the host may still check someone in. */
          hostClosesAt: Type.String(),
          code: Type.String(),
          checkIns: Type.Array(Type.Object({ interestId: Type.String(), at: Type.String(), byHost: Type.Boolean() })),
        }),
      ),
    }),
  ),
});
export type HostSessions = Static<typeof HostSessions>;

export type { CheckInBody as SessionCheckInBody, CheckMemberInBody as HostCheckInBody } from './groups-contract';
