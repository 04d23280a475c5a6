import { useRef } from 'react';
import { clockLabel } from '../../../../../shared/date-labels';
import { SESSION_PARAM } from '../../../../../shared/format-check-in';
import type { HostSessions } from '../../../../../shared/format-check-in-contract';
import CheckInQr from '../../../../components/CheckInQr';
import { checkInUrl } from '../../../../components/check-in-code';
import type { SessionHostCheckInPayload } from '../outbox';
import { checkParticipantIn } from '../actions';
import '../../../../components/check-in.css';

type Group = HostSessions['groups'][number];

interface Props {
  formatId: string;
  group: Group;
  session: Group['sessions'][number];
  timeZone: string;
  /** The host's check-in taps still on this device. */
  taps: readonly SessionHostCheckInPayload[];
}

/**
 * A session on its day, for its host: the code and the QR code the participants scan (it opens the program's page with
 * the code filled in), and each paid participant: checked in (when, and whether by the host), waiting to be sent from
 * this phone, or a "check in" button for someone whose code won't go through or who has no phone with them.
 */
export default function SessionDay({ formatId, group, session, timeZone, taps }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const now = Date.now();
  const canTap = now >= Date.parse(session.opensAt) && now <= Date.parse(session.hostClosesAt);
  const link = checkInUrl(window.location.origin, `/program/${encodeURIComponent(formatId)}`, session.code, {
    [SESSION_PARAM]: session.id,
  });
  return (
    <div className="session-attendance__day">
      <p>
        check-in code: <strong className="check-in__code">{session.code}</strong>. show it to the participants: they scan the QR code with
        their phone's camera or type the code on the program's page.
      </p>
      <CheckInQr
        link={link}
        alt={`QR code: scanning it opens session ${session.number}'s check-in with the code ${session.code} filled in`}
      />
      {now < Date.parse(session.opensAt) && <p>checking in opens at {clockLabel(session.opensAt, timeZone)}, an hour before the start.</p>}
      <ul ref={list} tabIndex={-1} className="session-attendance__people" aria-label={`who is checked in at session ${session.number}`}>
        {group.participants.map((person) => {
          const row = session.checkIns.find((one) => one.interestId === person.interestId);
          const waiting = taps.some((tap) => tap.sessionId === session.id && tap.interestId === person.interestId);
          return (
            <li key={person.interestId}>
              <span>{person.name}</span>{' '}
              {row ? (
                <span>
                  checked in at {clockLabel(row.at, timeZone)}
                  {row.byHost ? ' by you' : ''}
                </span>
              ) : waiting ? (
                <span role="status">checked in from this phone: sent as soon as the connection allows</span>
              ) : canTap ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    // The button tapped goes away: the focus stays in the list.
                    list.current?.focus();
                    void checkParticipantIn(formatId, session.id, person.interestId);
                  }}
                >
                  check {person.name} in
                </button>
              ) : (
                <span>not checked in</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
