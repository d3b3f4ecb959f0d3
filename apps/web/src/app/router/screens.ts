import { matchRoutes, type RouteObject } from 'react-router';
import { PATHS } from './paths';
import { routes } from './routes';

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** Whether the router has a screen for the path (anything but the catch-all 404). */
export function hasScreen(path: string, table: RouteObject[] = routes): boolean {
  const leaf = (matchRoutes(table, pathOnly(path)) ?? []).at(-1)?.route;
  return Boolean(leaf && leaf.path !== '*');
}

/**
 * The destination if its screen is built, else the personal account page: areas not built yet
 * are not placeholders, and a start page must always open something real.
 */
export const builtOrAccount = (path: string): string => (hasScreen(path) ? path : PATHS.accountPersonal);
