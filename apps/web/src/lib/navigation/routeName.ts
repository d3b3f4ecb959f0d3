import { matchPath } from 'react-router';
import { ROUTE_TABLE } from '@campus/contracts';
import { memoByPath } from './pathMemo';

/** The route table's entry for the path (01 §2), if any. */
export const routeEntryOf = memoByPath((pathname) =>
  ROUTE_TABLE.find((entry) => matchPath({ path: entry.path, end: true }, pathname)),
);

/**
 * The spec's name of the route showing this path (01 §2 named routes), else its path pattern:
 * what onboarding messages and their dismissals are keyed by.
 */
export function routeNameOf(pathname: string): string | null {
  const route = routeEntryOf(pathname);
  return route ? (route.name ?? route.path) : null;
}
