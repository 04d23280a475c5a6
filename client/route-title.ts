import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './components/use-route-announcements';

/** The page title of a location in a route table: the deepest matching route's `handle.title`. */
export function routeTitle(table: RouteObject[], pathname: string): string | undefined {
  const titles = (matchRoutes(table, pathname) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.title);
  return titles.reverse().find(Boolean);
}

/** Whether the deepest route a table matches for this location is its catch-all (`*`). */
export function matchesCatchAll(table: RouteObject[], pathname: string): boolean {
  return matchRoutes(table, pathname)?.at(-1)?.route.path === '*';
}
