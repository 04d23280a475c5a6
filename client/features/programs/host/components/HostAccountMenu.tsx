import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signOut } from '../../../auth/actions';

/** Account menu: profile, billing, help and Sign Out (which goes to /login). */
export default function HostAccountMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !rootRef.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div className="host-menu" ref={rootRef}>
      <button type="button" className="btn btn-secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        account
      </button>
      {open && (
        <ul className="host-menu__list" id={menuId}>
          <li>
            <Link to="/host/profile" onClick={() => setOpen(false)}>
              profile
            </Link>
          </li>
          <li>
            <Link to="/host/billing" onClick={() => setOpen(false)}>
              billing
            </Link>
          </li>
          <li>
            <Link to="/host/help" onClick={() => setOpen(false)}>
              help
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void signOut().then(() => navigate('/login'))}>
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
