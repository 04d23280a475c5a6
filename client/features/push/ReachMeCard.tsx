import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatProblem } from '../../api/event-format-api';
import { db } from '../../data/db';
import { decodeSetting, encodeSetting, settings } from '../../data/settings';
import { turnOnPush, useDevicePush } from './device-push';

const DISMISSED = settings.reachMeDismissed;

/**
 * After the member accepts an invite, the moment they have a reason: an offer to be told when the group is confirmed,
 * by push on this device (asked only from this tap), or on an iPhone how to add the app first. "not now" hides it on
 * this device for good; it never shows where push is on, blocked or impossible.
 */
export default function ReachMeCard() {
  const dismissed = useLiveQuery(async () => decodeSetting(DISMISSED, (await db.settings.get(DISMISSED.key))?.value));
  const [device, setDevice] = useDevicePush();
  const [problem, setProblem] = useState<string | null>(null);
  if (dismissed !== false || (device !== 'off' && device !== 'install-first')) return null;
  const dismiss = () => void db.settings.put({ key: DISMISSED.key, value: encodeSetting(DISMISSED, true) });
  return (
    <section className="card" aria-labelledby="reach-me-title">
      <h2 id="reach-me-title">be told on this device</h2>
      {device === 'off' ? (
        <>
          <p>A notification here when your group is confirmed or changes, and the day before you meet.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void turnOnPush().then(setDevice, (failure: unknown) => setProblem(formatProblem(failure, 'changed').message))}
          >
            turn on notifications
          </button>
        </>
      ) : (
        <p>
          On an iPhone or iPad, notifications reach the app once it is on your Home Screen:{' '}
          <Link to="/emberite/settings/install">add it to your Home Screen</Link>.
        </p>
      )}
      {problem && <p role="alert">{problem}</p>}
      <button type="button" className="btn btn-secondary" onClick={dismiss}>
        not now
      </button>
    </section>
  );
}
