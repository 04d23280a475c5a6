import BackToSettings from '../../components/BackToSettings';
import { Link } from 'react-router-dom';

/** /emberite/settings/agreements: the documents the member agreed to (effective 2025-01-15, docs/product-rules.md#settings). */
export default function AgreementsScreen() {
  return (
    <div className="container page">
      <BackToSettings />
      <h1>agreements</h1>
      <p>You agreed to these when you joined. Both are in effect since January 15, 2025; we keep your data while your account is active.</p>
      <ul>
        <li>
          <Link to="/terms-of-use">terms of use</Link>
        </li>
        <li>
          <Link to="/privacy-policy">privacy policy</Link>
        </li>
      </ul>
      <p>
        <Link to="/emberite/settings/my-data">download my data</Link> · <Link to="/emberite/settings/delete-account">delete account</Link>
      </p>
    </div>
  );
}
