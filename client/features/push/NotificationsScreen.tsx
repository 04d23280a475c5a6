import { useId, useState } from 'react';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/push';
import type { NotificationPreferences } from '../../../shared/push-contract';
import { formatProblem } from '../../api/event-format-api';
import { apiCall } from '../../api/http';
import BackToSettings from '../../components/BackToSettings';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';
import { type DevicePush, turnOffPush, turnOnPush, useDevicePush } from './device-push';
import './NotificationsScreen.css';

const DEVICE_WORDS: Record<DevicePush, string> = {
  unsupported: 'This browser cannot show notifications from the app. E-mail still reaches you.',
  'install-first':
    'On an iPhone or iPad, notifications come to the app once it is on your Home Screen: tap Share, then "Add to Home Screen", and open it from there.',
  off: 'Notifications are off on this device.',
  on: 'Notifications are on for this device.',
  blocked: 'Notifications are blocked for this site in your browser’s settings; allow them there to turn them on.',
};

/**
 * /emberite/settings/notifications: push on this device (turned on only from a tap), each kind by push and by
 * e-mail, and whether the lock screen may show other members' names. Changes need the server: online only.
 */
export default function NotificationsScreen() {
  const {
    data: preferences,
    error,
    setData,
    refetch,
  } = useServerData(keys.notificationPreferences(), (signal) => apiCall('GET /notifications/preferences', {}, { signal }));
  const [device, setDevice] = useDevicePush();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const namesId = useId();

  async function change(run: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await run();
    } catch (failure) {
      setProblem(formatProblem(failure, 'changed').message);
    } finally {
      setBusy(false);
    }
  }

  /** Shows the change at once; the server's answer replaces it, and a refusal puts back what the server has. */
  const save = (body: Parameters<typeof apiCall<'PUT /notifications/preferences'>>[1]['body'], shown: NotificationPreferences) =>
    change(async () => {
      setData(shown);
      try {
        setData(await apiCall('PUT /notifications/preferences', { body }));
      } catch (failure) {
        void refetch();
        throw failure;
      }
    });

  const toggle = (kind: NotificationKind, channel: 'push' | 'email', on: boolean, known: NotificationPreferences) => {
    const channels = { ...known.channels[kind], [channel]: on };
    return save({ channels: { [kind]: channels } }, { ...known, channels: { ...known.channels, [kind]: channels } });
  };

  return (
    <div className="container page notifications">
      <BackToSettings />
      <h1>notifications</h1>
      <section aria-labelledby="notifications-device">
        <h2 id="notifications-device">this device</h2>
        <p role="status">{device === null ? 'checking this device...' : DEVICE_WORDS[device]}</p>
        {device === 'off' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void change(async () => setDevice(await turnOnPush()))}
          >
            turn on notifications
          </button>
        )}
        {device === 'on' && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void change(async () => setDevice(await turnOffPush()))}
          >
            turn off notifications on this device
          </button>
        )}
      </section>
      {problem && <p role="alert">{problem}</p>}
      {preferences ? (
        <>
          <table className="notifications__kinds">
            <caption>what reaches you, and how</caption>
            <thead>
              <tr>
                <th scope="col">about</th>
                <th scope="col">push</th>
                <th scope="col">e-mail</th>
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">
                    {NOTIFICATION_KIND_LABELS[kind].label}
                    <span className="notifications__hint">{NOTIFICATION_KIND_LABELS[kind].hint}</span>
                  </th>
                  {(['push', 'email'] as const).map((channel) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={`${NOTIFICATION_KIND_LABELS[kind].label} by ${channel === 'push' ? 'push' : 'e-mail'}`}
                        checked={preferences.channels[kind][channel]}
                        disabled={busy}
                        onChange={(event) => void toggle(kind, channel, event.target.checked, preferences)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="notifications__names">
            <input
              id={namesId}
              type="checkbox"
              role="switch"
              checked={preferences.namesOnLockScreen}
              aria-checked={preferences.namesOnLockScreen}
              disabled={busy}
              onChange={(event) =>
                void save({ namesOnLockScreen: event.target.checked }, { ...preferences, namesOnLockScreen: event.target.checked })
              }
            />
            <label htmlFor={namesId}>show names and details on the lock screen</label>
            <p className="notifications__hint">
              Off, a notification says only what kind of news it is (“you have a group invite”); the app shows the rest.
            </p>
          </div>
        </>
      ) : (
        <p role="status">{error ? 'Your settings could not be read; check your connection and try again.' : 'reading your settings...'}</p>
      )}
    </div>
  );
}
