import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/http';
import { loginRedirect } from './features/auth/guard-rules';
import { markSignedOut } from './features/auth/session-store';
import { createRouter } from './router';
import { bootTheme } from './theme/boot-theme';
import './styles/base.css';

const router = createRouter();

setUnauthorizedHandler((redirectedFrom) => {
  markSignedOut();
  if (!window.location.pathname.startsWith('/login')) void router.navigate(loginRedirect(redirectedFrom), { replace: true });
});

// The stored theme is applied before the first render; the page stays hidden until then (styles/base.css).
await bootTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
