import type { GroupCheckIn } from '../../../../shared/groups';

type Confirmed = NonNullable<GroupCheckIn['confirmedByMe']>;

/**
 * What the member's own taps did, said back: whom they said was there, whom (as the venue booker) they checked in. A
 * live region, present before anything is in it, so each new line is heard as it appears.
 */
export default function ConfirmedByMe({ confirmed }: { confirmed: Confirmed }) {
  return (
    <div className="check-in__confirmed" role="status">
      {confirmed.map(({ profileId, firstName, how }) => (
        <p key={profileId}>
          {how === 'booker'
            ? `you checked ${firstName.toLowerCase()} in: it counts as their own check-in.`
            : `you said ${firstName.toLowerCase()} was there: their deposit is released too.`}
        </p>
      ))}
    </div>
  );
}
