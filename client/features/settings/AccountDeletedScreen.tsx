import { Link } from 'react-router-dom';

/** /account-deleted: where a member lands once their account is deleted (public: they have no session any more). */
export default function AccountDeletedScreen() {
  return (
    <div className="container page">
      <h1>your account is deleted</h1>
      <p role="status">Everything we kept about you is gone, and this device has forgotten you. Thank you for the coffees.</p>
      <p>
        <Link to="/">back to the start page</Link>
      </p>
    </div>
  );
}
