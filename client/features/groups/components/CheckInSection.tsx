import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GroupView } from '../../../../shared/groups';
import { momentLabel } from '../../../../shared/date-labels';
import { checkIn, sayIWasThere } from '../actions';
import CheckInCodeForm from '../../../components/CheckInCodeForm';
import CheckInQr from '../../../components/CheckInQr';
import { CHECK_IN_PARAM, checkInCode } from '../../../components/check-in-code';
import { checkInLink } from '../group-rules';
import { useLocalCheckIn } from '../use-check-in';
import { useCheckInRefresh } from '../use-check-in-refresh';
import CheckInLocked from './CheckInLocked';
import CheckSomeoneIn from './CheckSomeoneIn';
import WhoElseWasThere from './WhoElseWasThere';
import './CheckInSection.css';

/** A member who typed a wrong code during the meetup is not charged as a no-show, confirmed or not. */
const TRIED = 'you tried to check in, so nothing is charged either way.';

/**
 * Checking in at the meetup: the venue booker shows the group's code, the others type it. A check-in made
 * offline counts with the time it was made, once it reaches the server. Then: who else was there.
 */
export default function CheckInSection({ group }: { group: GroupView }) {
  const local = useLocalCheckIn(group.id);
  const [params] = useSearchParams();
  // Opened by scanning the booker's QR code: the code is filled in, the member taps "check in".
  const scanned = checkInCode(params.get(CHECK_IN_PARAM) ?? '') ?? '';
  // A refusal that answers a try made on this page takes the focus back to the field; one found on opening does not.
  const [triedHere, setTriedHere] = useState(false);
  const state = group.checkIn;
  const now = Date.now();
  const open = state !== null && now >= Date.parse(state.opensAt) && now <= Date.parse(state.closesAt);
  // Locked out by their own wrong codes (the booker never types one): told how to get checked in anyway.
  const lockedUntil =
    state && !state.checkedIn && !state.code && open && state.lockedUntil && now < Date.parse(state.lockedUntil) ? state.lockedUntil : null;
  useCheckInRefresh(local.refused?.opId ?? null, lockedUntil !== null);
  if (!state) return null;

  const send = (code: string) => {
    setTriedHere(true);
    void checkIn(group.id, code);
  };
  // Once the member is checked in (or locked, which says what happened), an earlier refusal has nothing left to say.
  const refused = state.checkedIn || lockedUntil ? null : local.refused;

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
      <button type="button" className="btn btn-primary" onClick={() => send(state.code!)}>
        check me in
      </button>
    );
  else
    body = (
      <CheckInCodeForm
        label="the 4-digit code from your venue booker"
        notACode="the code is four digits: ask your venue booker for it."
        scanned={scanned}
        refused={refused}
        focusRefusal={triedHere}
        onCode={send}
      />
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
      {state.code && (
        <CheckInQr
          link={checkInLink(window.location.origin, state.code)}
          alt={`QR code: scanning it opens this group's check-in with the code ${state.code} filled in`}
        />
      )}
      {body}
      {state.code && open && <CheckSomeoneIn groupId={group.id} checkIn={state} />}
      {state.checkedIn && !(state.code && open) && <WhoElseWasThere groupId={group.id} checkIn={state} />}
    </section>
  );
}
