import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../features/auth/use-session';
import { useBrand } from '../features/brands/use-brand';
import HostAccountMenu from '../features/programs/host/components/HostAccountMenu';
import ScreenFallback from '../components/ScreenFallback';
import './host-layout.css';

const NAV = [
  { to: '/host/dashboard', label: 'dashboard' },
  { to: '/host/formats', label: 'formats' },
  { to: '/host/analytics', label: 'analytics' },
  { to: '/host/settings', label: 'settings' },
] as const;

/**
 * Host area layout (docs/product-rules.md#host-dashboard): navigation, account menu and the 'New Format' button. The /create-event wizard has
 * it too, for anyone designing a format: someone not (yet) a host sees only the name, which leads to the hosts' page.
 */
export default function HostLayout() {
  const brand = useBrand();
  const session = useSession();
  const isHost =
    (session.status === 'signed-in' && session.user.isHost) || (session.status === 'unknown' && session.remembered?.isHost === true);
  return (
    <div className="host-layout">
      <header className="host-header">
        <div className="container host-header__inner">
          <Link to={isHost ? '/host/dashboard' : '/hosts'} className="host-header__logo">
            {brand.name} <span>host</span>
          </Link>
          {isHost && (
            <>
              <nav aria-label="host">
                <ul className="host-header__nav">
                  {NAV.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to}>{item.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <Link to="/create-event" className="btn btn-primary host-header__new">
                New Format
              </Link>
              <HostAccountMenu />
            </>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container page">
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
