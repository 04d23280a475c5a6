/**
 * Navigation from outside React (the API client's 401 handler in client/main.tsx): the router's navigate function,
 * registered by AppRoutes (client/router.tsx) once it is mounted; before that, a plain page load.
 */
export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

const pageLoad: AppNavigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: AppNavigate = pageLoad;

export function setAppNavigate(navigate: AppNavigate | undefined): void {
  current = navigate ?? pageLoad;
}

export function appNavigate(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
