import { canAccess, type Actor } from '../access.js';
import { ROUTE_RULES } from './route-rules.js';
import { ROUTE_TABLE } from './route-table.js';

/**
 * Where the redirect-only routes go (01 §2): /catalogue, /users, /setup and /reports to their first
 * child the person may open, in the order the spec lists them; /my-learning/dashboard by the
 * dashboard rules. Null when there is nowhere to go (the route's own gate then shows 404).
 */
export const FIRST_CHILD_ORDER = {
  '/catalogue': [
    '/catalogue/courses',
    '/catalogue/events',
    '/catalogue/modules',
    '/catalogue/licences',
    '/catalogue/requests',
  ],
  '/users': [
    '/users/users',
    '/users/admins',
    '/users/trainers',
    '/users/org-units/edit',
    '/users/groups/edit',
    '/users/autoenrolments',
    '/users/workflows',
  ],
  '/setup': [
    '/setup/site-settings/:id/edit',
    '/setup/venues',
    '/setup/media-library',
    '/setup/notifications',
    '/setup/customers',
    '/setup/workspaces',
    '/setup/archived',
  ],
  '/reports': ['/reports/dashboard', '/reports/reports'],
} as const;
export type SectionPath = keyof typeof FIRST_CHILD_ORDER;

const mayOpen = (actor: Actor, path: string): boolean => {
  const route = ROUTE_TABLE.find((entry) => entry.path === path);
  return Boolean(route && canAccess(actor, ROUTE_RULES[route.rule]));
};

/**
 * The first child of the section this person may open; site settings are their own workspace's.
 * `isBuilt` lets the web app pass over children whose screens do not exist yet, so the section
 * opens the same page its navigation link does (docs/decisions/0013).
 */
export function firstReachableChild(
  section: SectionPath,
  actor: Actor,
  isBuilt: (path: string) => boolean = () => true,
): string | null {
  for (const path of FIRST_CHILD_ORDER[section]) {
    if (!mayOpen(actor, path) || (path.includes(':id') && !actor.workspaceId)) continue;
    const target = path.replace(':id', actor.workspaceId ?? '');
    if (isBuilt(target)) return target;
  }
  return null;
}

/** /my-learning/dashboard (01 §2): courses (learner with LMS), trainer, or learner (EBS). */
export function myLearningDashboard(actor: Actor): string | null {
  const order = ['/my-learning/dashboard/courses', '/my-learning/dashboard/trainer', '/my-learning/dashboard/learner'];
  return order.find((path) => mayOpen(actor, path)) ?? null;
}
