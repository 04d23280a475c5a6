import { type FormEvent, useEffect, useState } from 'react';
import type { GroupView } from '../../../../shared/groups';
import { momentLabel } from '../../../../shared/date-labels';
import { discardEntry } from '../../../data/outbox';
import { checkIn, sayIWasThere, vouch } from '../actions';
import { useSearchParams } from 'react-router-dom';
import { CHECK_IN_PARAM, checkInCode } from '../group-rules';
import CheckInLocked from './CheckInLocked';
import CheckInQr from './CheckInQr';
import CheckSomeoneIn from './CheckSomeoneIn';
import { useLocalCheckIn } from '../use-check-in';
import { useCheckInRefresh } from '../use-check-in-refresh';
import './CheckInSection.css';

const NOT_A_CODE = 'the code is four digits: ask your venue booker for it.';
/** A member who typed a wrong code during the meetup is not charged as a no-show, confirmed or not. */
const TRIED = 'you tried to check in, so nothing is charged either way.';

/**
 * Checking in at the meetup (issue 14): the venue booker shows the group's code, the others type it. A check-in made
 * offline counts with the time it was made, once it reaches the server. Then: who else was there.
 */
export default function CheckInSection({ group }: { group: GroupView }) {
  const local = useLocalCheckIn(group.id);
  const [params] = useSearchParams();
  // Opened by scanning the booker's QR code: the code is filled in, the member taps "check in".
  const [typed, setTyped] = useState(() => checkInCode(params.get(CHECK_IN_PARAM) ?? '') ?? '');
  const [error, setError] = useState<string | null>(null);
  const state = group.checkIn;
  const now = Date.now();
  const open = state !== null && now >= Date.parse(state.opensAt) && now <= Date.parse(state.closesAt);
  // Locked out by their own wrong codes (the booker never types one): told how to get checked in anyway.
  const lockedUntil =
    state && !state.checkedIn && !state.code && open && state.lockedUntil && now < Date.parse(state.lockedUntil) ? state.lockedUntil : null;
  useCheckInRefresh(local.refused?.opId ?? null, lockedUntil !== null);
  // Once locked, the refused try has nothing left to retry: the lock's words say what happened and what to do.
  const refusedOpId = local.refused?.opId;
  useEffect(() => {
    if (lockedUntil && refusedOpId) void discardEntry(refusedOpId);
  }, [lockedUntil, refusedOpId]);
  if (!state) return null;

  const send = async (code: string) => {
    if (local.refused) await discardEntry(local.refused.opId);
    await checkIn(group.id, code);
    setTyped('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = checkInCode(typed);
    setError(code ? null : NOT_A_CODE);
    if (code) void send(code);
  };

  let body: React.ReactNode;
  if (state.checkedIn) body = <p>you're checked in. showing up costs nothing: your deposit is released after the meetup.</p>;
  else if (lockedUntil) body = <CheckInLocked group={group} lockedUntil={lockedUntil} />;
  else if (local.pending) body = <p role="status">checked in on this device: it is sent as soon as the connection allows.</p>;
  else if (now < Date.parse(state.opensAt)) body = <p>checking in opens {momentLabel(state.opensAt, group.timeZone)}.</p>;
  else if (!open && now < Date.parse(state.settlesAt))
    body = state.askedOthers ? (
      <p role="status">
        we asked the members who checked in to confirm you were there. if one of them does before{' '}
        {momentLabel(state.settlesAt, group.timeZone)}, your deposit is released;{' '}
        {state.triedToCheckIn ? TRIED : 'otherwise it is charged as a no-show.'}
      </p>
    ) : (
      <div className="check-in__were-you-there">
        <h3>were you there?</h3>
        <p>
          you did not check in. if you came, say so: the members who checked in are asked to confirm it before{' '}
          {momentLabel(state.settlesAt, group.timeZone)}, and your deposit is released when one of them does.
          {state.triedToCheckIn && ` ${TRIED}`}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void sayIWasThere(group.id)}>
          yes, I was there
        </button>
      </div>
    );
  else if (!open) body = <p>checking in has closed.</p>;
  else if (state.code)
    body = (
      <button type="button" className="btn btn-primary" onClick={() => void send(state.code!)}>
        check me in
      </button>
    );
  else
    body = (
      <form className="check-in__form" onSubmit={submit} noValidate>
        <label htmlFor="check-in-code">the 4-digit code from your venue booker</label>
        <input
          id="check-in-code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'check-in-error' : undefined}
        />
        {error && (
          <p id="check-in-error" className="check-in__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary">
          check in
        </button>
      </form>
    );

  return (
    <section className="check-in card" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading">checking in</h2>
      {state.code && (
        <p>
          your group's check-in code: <strong className="check-in__code">{state.code}</strong>. show it to the others when you meet: they
          scan the QR code with their phone's camera or type the code.
        </p>
      )}
      {state.code && <CheckInQr code={state.code} />}
      {local.refused && !state.checkedIn && !local.pending && !lockedUntil && (
        <p className="check-in__error" role="alert">
          your check-in was not taken: {local.refused.message}
        </p>
      )}
      {body}
      {state.code && open && <CheckSomeoneIn groupId={group.id} absent={state.absent} />}
      {state.checkedIn && !(state.code && open) && state.absent.length > 0 && (
        <>
          <h3>who else was there?</h3>
          <p>if someone came but could not check in, say so: their deposit is released too.</p>
          <ul className="check-in__absent">
            {state.absent.map((member) => (
              <li key={member.profileId}>
                <button type="button" className="btn btn-secondary" onClick={() => void vouch(group.id, member.profileId)}>
                  {member.firstName.toLowerCase()} was there
                </button>
                {member.saysTheyWereThere && <span className="muted"> {member.firstName.toLowerCase()} says they were there</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
