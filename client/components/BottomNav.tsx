import { NavLink } from 'react-router-dom';

const TABS = [
  { to: '/home', label: 'Discover', icon: '◎' },
  { to: '/vibe-check', label: 'Vibe Check', icon: '✦' },
  { to: '/me', label: 'Profile', icon: '☺' },
] as const;

/** The member area's three tabs (docs/product-rules.md#routes-and-guards). */
export default function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="member">
      <ul className="bottom-nav__list">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="bottom-nav__tab">
              <span className="bottom-nav__icon" aria-hidden="true">
                {tab.icon}
              </span>
              <span>{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
