import { useState } from 'react';
import type { OwnPoetryNight, PoetryNightSeat } from '../../../../shared/experiences-contract';
import { fridayLabel } from '../../../../shared/poetry-night-evenings';
import ModalDialog from '../../../components/ModalDialog';

const SAID: Record<PoetryNightSeat['status'], string> = {
  seated: 'it runs, and you have a seat',
  waiting: 'the table is full: you are waiting for a seat',
  released: 'you gave your seat back',
  'not-running': 'too few could come: it does not run',
};

/**
 * The member's decided poetry night Fridays (a week before each), and "can't make it": the seat given back, after
 * asking first ("keep my seat" comes first and has the focus), so the next person waiting gets it in time.
 */
export default function PoetryNightSeats({ own, giveBack }: { own: OwnPoetryNight; giveBack: (friday: string) => Promise<string | null> }) {
  const [asking, setAsking] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (own.seats.length === 0) return null;

  async function confirm() {
    if (!asking) return;
    setSending(true);
    const failed = await giveBack(asking);
    setSending(false);
    setProblem(failed);
    setAsking(null);
  }

  return (
    <section className="poetry-join__seats card" aria-labelledby="poetry-seats-heading">
      <h2 id="poetry-seats-heading">your poetry nights</h2>
      {problem && (
        <p role="alert" className="error-box">
          {problem}
        </p>
      )}
      <ul>
        {own.seats.map((seat) => (
          <li key={seat.friday}>
            <strong>{fridayLabel(seat.friday)}</strong>: {SAID[seat.status]}.{' '}
            {(seat.status === 'seated' || seat.status === 'waiting') && (
              <button type="button" className="btn btn-secondary" onClick={() => setAsking(seat.friday)}>
                can't make it
              </button>
            )}
          </li>
        ))}
      </ul>
      <ModalDialog open={asking !== null} title="can't make it?" onClose={() => setAsking(null)}>
        <p>
          {asking && `your place on ${fridayLabel(asking)} goes to the next person waiting, and that Friday comes off your registration.`}
        </p>
        <div className="poetry-join__buttons">
          <button type="button" className="btn btn-primary" onClick={() => setAsking(null)}>
            keep my seat
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void confirm()} disabled={sending}>
            give it back
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
