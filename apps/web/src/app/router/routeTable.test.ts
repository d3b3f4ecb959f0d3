import { describe, expect, it } from 'vitest';
import { matchPath, type RouteObject } from 'react-router';
import { ROUTE_TABLE } from '@campus/contracts';
import { routes } from './routes';
import { BUILT_PATHS, WIZARD_STEP_SCREENS, hasScreen } from '../../lib/navigation/screens';

/** Every path the router serves, joined from its nested routes. */
function servedPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const own = route.path && route.path !== '*' ? [path.replace(/\/+/g, '/')] : [];
    return [...own, ...servedPaths(route.children ?? [], path)];
  });
}

/**
 * The account tabs are one route with tabs in the spec's list ("tabs personal, security, …"); a
 * wizard's steps are its route plus the step's name ("steps details, sessions, …", decision 0013).
 */
const TABS_OF = { '/lms/user/account/:tab': '/lms/user/account', ...WIZARD_STEP_SCREENS } as Record<string, string>;

describe('the router and the spec’s route table', () => {
  it.each(servedPaths(routes))('%s is a route of the spec', (path) => {
    const sample = (TABS_OF[path] ?? path).replace(/:(\w+)\??/g, 'sample');
    const inTable = ROUTE_TABLE.some((entry) => matchPath({ path: entry.path, end: true }, sample));
    expect(inTable).toBe(true);
  });

  it('serves only paths of the table, which has every row of routes.tsv and our connector player', () => {
    expect(ROUTE_TABLE).toHaveLength(155);
    expect(new Set(ROUTE_TABLE.map((entry) => entry.path)).size).toBe(155);
  });

  it('serves exactly the screens listed in screens.ts, the data navigation and redirects read', () => {
    expect(new Set(servedPaths(routes))).toEqual(new Set(BUILT_PATHS));
  });

  it('tells a built screen from one not built yet, ignoring query and fragment', () => {
    expect(hasScreen('/lms/user/account/security')).toBe(true);
    expect(hasScreen('/what-new#release-notes')).toBe(true);
    expect(hasScreen('/users/users?page=2')).toBe(true);
    expect(hasScreen('/catalogue')).toBe(true);
    expect(hasScreen('/catalogue/courses')).toBe(true);
    expect(hasScreen('/catalogue/licences')).toBe(false);
  });
});
