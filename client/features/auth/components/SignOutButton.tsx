import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../actions';

/** Sign Out (docs/product-rules.md#sign-in): ends the session, forgets this device's data of the person, then /login. */
export default function SignOutButton() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leave = () => {
    setSigningOut(true);
    void signOut().then(() => navigate('/login', { replace: true }));
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={leave} disabled={signingOut}>
      {signingOut ? 'signing out...' : 'Sign Out'}
    </button>
  );
}
