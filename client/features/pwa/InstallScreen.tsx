import { useState, useSyncExternalStore } from 'react';
import BackToSettings from '../../components/BackToSettings';
import { installWay, promptInstall, subscribeInstall } from './install-prompt';

/**
 * /emberite/settings/install: the app on this phone's home screen. Chromium offers its install prompt from a tap; on
 * an iPhone or iPad the steps of Safari's Share menu (push reaches an app only once it is added there).
 */
export default function InstallScreen() {
  const way = useSyncExternalStore(subscribeInstall, installWay, () => 'menu' as const);
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <div className="container page">
      <BackToSettings />
      <h1>install the app</h1>
      {way === 'installed' && <p role="status">The app is installed on this device: you are using it now.</p>}
      {way === 'prompt' && (
        <>
          <p>Install the app to open it from your home screen, use it offline, and get notifications.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              void promptInstall().then((done) =>
                setOutcome(done ? 'Installed: open it from your home screen.' : 'Not installed. You can install it here any time.'),
              )
            }
          >
            install the app
          </button>
        </>
      )}
      {way === 'ios' && (
        <>
          <p>On an iPhone or iPad, add the app to your Home Screen in Safari. Notifications reach it only from there.</p>
          <ol>
            <li>Tap the Share button (the square with an arrow) in Safari's toolbar.</li>
            <li>Scroll down and tap "Add to Home Screen", then "Add".</li>
            <li>Open the app from its new icon on your Home Screen.</li>
          </ol>
        </>
      )}
      {way === 'menu' && (
        <p>
          Open your browser's menu and choose "Install app" or "Add to Home screen". Once installed, it opens from your home screen and
          works offline.
        </p>
      )}
      {outcome && <p role="status">{outcome}</p>}
    </div>
  );
}
