import { Link } from 'react-router-dom';
import BehindFlag from '../feature-flags/BehindFlag';
import SearchSettingsForm from './components/SearchSettingsForm';
import { usePeopleFilters } from './use-people-filters';
import './SearchSettingsScreen.css';

/** /emberite/peopleFilterSettings, "Search Settings" (docs/product-rules.md#discover-and-picks): whom the people list shows; returns to /emberite/people. */
export default function SearchSettingsScreen() {
  const saved = usePeopleFilters();
  return (
    <BehindFlag flag="peopleBrowsing" title="Search Settings">
      <div className="container page">
        <p>
          <Link to="/emberite/people">back to people</Link>
        </p>
        <h1>Search Settings</h1>
        <p className="muted">saved on this device only.</p>
        {saved ? <SearchSettingsForm saved={saved} /> : <p role="status">loading...</p>}
      </div>
    </BehindFlag>
  );
}
