import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clockLabel, dayLabel } from '../../../../shared/date-labels';
import { SESSION_PARAM } from '../../../../shared/format-check-in';
import type { MyCheckIns } from '../../../../shared/format-check-in-contract';
import CheckInCodeForm from '../../../components/CheckInCodeForm';
import { CHECK_IN_PARAM, checkInCode } from '../../../components/check-in-code';
import { checkInAtSession } from './actions';
import { sessionCheckInState, sessionToCheckIn } from './session-check-in';
import { useLocalSessionCheckIn, useSessionCheckInRefresh } from './use-session-check-in';
import '../../../components/check-in.css';

/** Draws the page again at the next of these times still ahead (checking in opens, closes, a lock ends). */
function useRerenderAt(times: readonly (string | null)[]): void {
  const [, redraw] = useState(0);
  const next = times
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => time > Date.now())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    // Past the time by a moment, so the state read then is the new one; at most a timer's longest delay ahead.
    const timer = window.setTimeout(() => redraw((n) => n + 1), Math.min(next - Date.now() + 250, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [next]);
}

/**
 * A paid participant's check-in at their group's session, on its day: the code the host shows (typed, or filled in by
 * scanning the host's QR code and confirmed with a tap), sent through the outbox, so one typed offline counts, with
 * the time it was typed, once it reaches the server. Locked out by their own wrong codes, they are told to ask the host.
 */
export default function SessionCheckIn({ formatId, checkIn, onChange }: { formatId: string; checkIn: MyCheckIns; onChange(): void }) {
  const [params] = useSearchParams();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const refresh = useCallback(() => latest.current(), []);
  const now = new Date();
  const session = sessionToCheckIn(checkIn, now, params.get(SESSION_PARAM));
  const local = useLocalSessionCheckIn(session?.sessionId ?? '');
  // A refusal that answers a try made on this page takes the focus back to the field; one found on opening does not.
  const [triedHere, setTriedHere] = useState(false);
  const state = session ? sessionCheckInState(session, now, local.pending) : null;
  useSessionCheckInRefresh(refresh, local.refused?.opId ?? null, state === 'locked');
  useRerenderAt(session ? [session.opensAt, session.closesAt, session.lockedUntil] : []);
  if (!session || !state) return null;

  const scanned = params.get(SESSION_PARAM) === session.sessionId ? (checkInCode(params.get(CHECK_IN_PARAM) ?? '') ?? '') : '';
  const { timeZone } = checkIn;
  let body: React.ReactNode;
  if (state === 'checked-in') body = <p>you're checked in at this session{session.byHost ? ': your host checked you in' : ''}.</p>;
  else if (state === 'pending') body = <p role="status">checked in on this device: it is sent as soon as the connection allows.</p>;
  else if (state === 'not-yet')
    body = (
      <p>
        checking in opens {dayLabel(session.opensAt, timeZone)} at {clockLabel(session.opensAt, timeZone)}, an hour before the session
        starts.
      </p>
    );
  else if (state === 'closed') body = <p>checking in has closed. if you came but could not check in, ask your host to check you in.</p>;
  else if (state === 'locked')
    body = (
      <div className="check-in__locked">
        <h3>too many wrong codes</h3>
        <p role="status">
          you typed a wrong code too many times, so you can't type it again until {clockLabel(session.lockedUntil!, timeZone)}.
        </p>
        <p>
          <strong>ask your host to check you in:</strong> they can do it from their phone. this page updates on its own once they do.
        </p>
      </div>
    );
  else
    body = (
      <CheckInCodeForm
        label="the 4-digit code from your host"
        notACode="the code is four digits: ask your host for it."
        scanned={scanned}
        refused={local.refused}
        focusRefusal={triedHere}
        onCode={(code) => {
          setTriedHere(true);
          void checkInAtSession(formatId, session.sessionId, code);
        }}
      />
    );

  return (
    <section className="format-join__check-in card" aria-labelledby="session-check-in">
      <h2 id="session-check-in">checking in</h2>
      <p>
        session {session.number}: {dayLabel(`${session.date}T12:00:00Z`, 'UTC')}, {session.time}
      </p>
      {body}
    </section>
  );
}
