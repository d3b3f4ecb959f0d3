import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTE_RULES, ROUTE_TABLE, type AccessRule } from '@campus/contracts';
import { RequireAccess } from '../guards/RequireAccess';

/** The access rule the spec's route table gives this path; a screen outside the table is a mistake. */
export function ruleOfPath(path: string): AccessRule {
  const route = ROUTE_TABLE.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in the spec's route table`);
  return ROUTE_RULES[route.rule];
}

/**
 * A screen of the route table, guarded by the table's own rule (one definition for router,
 * navigation and server): a refused person goes to login, the workspace list or the 404 page.
 */
export function guardedScreen(
  path: string,
  load: () => Promise<ComponentType>,
  /** The table's route whose rule guards this address (a wizard's step takes its wizard's). */
  ruleFrom: string = path,
): RouteObject {
  return {
    path,
    element: <RequireAccess rule={ruleOfPath(ruleFrom)} />,
    children: [{ index: true, lazy: async () => ({ Component: await load() }) }],
  };
}
