import { Link } from 'react-router-dom';
import { COMING_SOON } from '../feature-flags/ComingSoon';
import { SETTINGS_ITEMS } from './settings-items';
import '../../components/settings.css';

/** /emberite/settings: the settings list (docs/product-rules.md#settings). */
export default function SettingsListScreen() {
  return (
    <div className="container page">
      <h1>settings</h1>
      <ul className="settings-list" aria-label="settings">
        {SETTINGS_ITEMS.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <Link className="settings-list__item" to={item.to}>
                {item.label}
                <span aria-hidden="true">›</span>
              </Link>
            ) : (
              <button type="button" className="settings-list__item" onClick={() => window.alert(COMING_SOON)}>
                {item.label}
                <span aria-hidden="true">›</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
