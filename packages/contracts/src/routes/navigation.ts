import { canAccess, type AccessRule, type Actor, type Grant } from '../access.js';
import type { ProfileRole, Service } from '../roles.js';
import { FIRST_CHILD_ORDER, firstReachableChild, myLearningDashboard, type SectionPath } from './redirects.js';
import { ROUTE_RULES } from './route-rules.js';
import { ROUTE_TABLE } from './route-table.js';

/**
 * Navigation visibility (01 §2 "Navigation visibility"): the top navigation and each section's
 * second row, with who sees each item. Items name the same rules as the routes where the spec
 * says the same thing, and their own where the navigation differs.
 */

const rule = (...anyOf: Grant[]): AccessRule => ({ stage: 'second', anyOf });
const roles = (...list: ProfileRole[]): Grant => ({ roles: list });
const withServices = (grant: Grant, ...services: Service[]): Grant => ({ ...grant, services });
const SUPERADMIN: Grant = { superadmin: true };
const SITE_ADMIN: Grant = { siteAdmin: true };
const TRAINER: Grant = { customerRoles: ['trainer'] };
const LXA = 'learning_experience_administrator' as const;

export const NAVIGATION_RULES = {
  /** "Setup: superadmin, event coordinator, infrastructure manager, user administrator, site admin, LXA; a course creator with EBS, LMS or DW." */
  setup: rule(
    SUPERADMIN,
    SITE_ADMIN,
    roles('event_coordinator', 'infrastructure_manager', 'user_administrator', LXA),
    withServices(roles('course_creator'), 'EBS', 'LMS', 'DW'),
  ),
  /** "People: superadmin, site admin, user administrator, manager; an LXA with LMS; an old-system event coordinator." */
  people: rule(SUPERADMIN, SITE_ADMIN, roles('user_administrator', 'manager'), withServices(roles(LXA), 'LMS'), {
    roles: ['event_coordinator'],
    oldSystem: true,
  }),
  /** "Catalogue: CCS with course creator, licence manager, LXA or manager; EBS with infrastructure manager, site admin, event coordinator or trainer; LMS with LXA." */
  catalogue: rule(
    withServices(roles('course_creator', 'course_licence_manager', LXA, 'manager'), 'CCS'),
    withServices(roles('infrastructure_manager', 'event_coordinator'), 'EBS'),
    withServices(SITE_ADMIN, 'EBS'),
    withServices(TRAINER, 'EBS'),
    withServices(roles(LXA), 'LMS'),
  ),
  /** "Reports: superadmin, site admin, event coordinator (EBS); superadmin, site admin, LXA (LMS); needs a selected profile." */
  reports: rule(
    { superadmin: true, services: ['EBS', 'LMS'], selectedProfile: true },
    { siteAdmin: true, services: ['EBS', 'LMS'], selectedProfile: true },
    { roles: ['event_coordinator'], services: ['EBS'], selectedProfile: true },
    { roles: [LXA], services: ['LMS'], selectedProfile: true },
  ),
  /** "My learning: learners with LMS or EBS on the new system." */
  myLearning: rule({ roles: ['learner'], services: ['LMS', 'EBS'], newSystem: true }),
  /** "My training: trainers." */
  myTraining: rule(TRAINER),
  /** "Calendar: event coordinator, infrastructure manager, site admin, trainer, learner with EBS." */
  calendar: rule(
    roles('event_coordinator', 'infrastructure_manager'),
    SITE_ADMIN,
    TRAINER,
    withServices(roles('learner'), 'EBS'),
  ),
  courses: ROUTE_RULES.catalogueCourses,
  requests: ROUTE_RULES.requests,
  events: ROUTE_RULES.events,
  modules: ROUTE_RULES.modules,
  licences: ROUTE_RULES.licences,
  /** "Users: superadmin, user administrator, site admin, manager." */
  users: rule(SUPERADMIN, SITE_ADMIN, roles('user_administrator', 'manager')),
  siteAdmins: ROUTE_RULES.admins,
  trainers: ROUTE_RULES.trainers,
  orgUnits: ROUTE_RULES.userAdministration,
  groups: ROUTE_RULES.userAdministration,
  autoEnrolments: ROUTE_RULES.lxaWithLms,
  workflows: ROUTE_RULES.lxaWithLms,
  dashboard: ROUTE_RULES.reportsDashboard,
  reportList: ROUTE_RULES.reports,
  /** "Site settings: superadmin, admin, site admin." */
  siteSettings: rule(SUPERADMIN, SITE_ADMIN, roles('admin')),
  /** "Venues: event coordinator, infrastructure manager, site admin." */
  venues: rule(SITE_ADMIN, roles('event_coordinator', 'infrastructure_manager')),
  /** "Media library: several admin roles plus trainer." */
  mediaLibrary: rule(
    SITE_ADMIN,
    TRAINER,
    roles('event_coordinator', 'infrastructure_manager', 'user_administrator', LXA),
  ),
  /** "Notifications: DW admin, event coordinator, user administrator, LXA, site admin." */
  notifications: rule(SITE_ADMIN, roles('digital_workbook_admin', 'event_coordinator', 'user_administrator', LXA)),
  customers: ROUTE_RULES.superadminOnly,
  archived: ROUTE_RULES.superadminOnly,
  /** "Workspaces: superadmin, or a site admin without a selected profile." */
  workspaces: rule(SUPERADMIN, { siteAdmin: true, withoutProfile: true }),
  auditLog: ROUTE_RULES.auditLog,
  /** "Browse courses: learner or manager." */
  browseCourses: rule(roles('learner', 'manager')),
} as const satisfies Record<string, AccessRule>;

export type NavigationItemName = keyof typeof NAVIGATION_RULES | 'achievements';

export interface NavigationItem {
  name: NavigationItemName;
  path: string;
  /** Never shown (01 §2: "The Achievements navigation item is always hidden."). */
  alwaysHidden?: true;
}

export interface NavigationSection extends NavigationItem {
  items: readonly NavigationItem[];
}

/** The top navigation, in the spec's order, and each section's second row. */
export const NAVIGATION: readonly NavigationSection[] = [
  {
    name: 'setup',
    path: '/setup',
    items: [
      { name: 'siteSettings', path: '/setup/site-settings' },
      { name: 'venues', path: '/setup/venues' },
      { name: 'mediaLibrary', path: '/setup/media-library' },
      { name: 'notifications', path: '/setup/notifications' },
      { name: 'customers', path: '/setup/customers' },
      { name: 'workspaces', path: '/setup/workspaces' },
      { name: 'archived', path: '/setup/archived' },
      { name: 'auditLog', path: '/setup/audit-log' },
      { name: 'achievements', path: '/setup/achievements', alwaysHidden: true },
    ],
  },
  {
    name: 'people',
    path: '/users',
    items: [
      { name: 'users', path: '/users/users' },
      { name: 'siteAdmins', path: '/users/admins' },
      { name: 'trainers', path: '/users/trainers' },
      { name: 'orgUnits', path: '/users/org-units/edit' },
      { name: 'groups', path: '/users/groups/edit' },
      { name: 'autoEnrolments', path: '/users/autoenrolments' },
      { name: 'workflows', path: '/users/workflows' },
    ],
  },
  {
    name: 'catalogue',
    path: '/catalogue',
    items: [
      { name: 'calendar', path: '/catalogue/events?listView=calendar' },
      { name: 'courses', path: '/catalogue/courses' },
      { name: 'requests', path: '/catalogue/requests' },
      { name: 'events', path: '/catalogue/events' },
      { name: 'modules', path: '/catalogue/modules' },
      { name: 'licences', path: '/catalogue/licences' },
    ],
  },
  {
    name: 'reports',
    path: '/reports',
    items: [
      { name: 'dashboard', path: '/reports/dashboard' },
      { name: 'reportList', path: '/reports/reports' },
    ],
  },
  {
    name: 'myLearning',
    path: '/my-learning',
    items: [{ name: 'browseCourses', path: '/my-learning/dashboard/browse' }],
  },
  { name: 'myTraining', path: '/my-learning/dashboard/trainer', items: [] },
];

const isGranted = (actor: Actor, item: NavigationItem): boolean =>
  !item.alwaysHidden && item.name !== 'achievements' && canAccess(actor, NAVIGATION_RULES[item.name]);

/** The route an item opens where its address is not itself a route: site settings are the workspace's. */
const ROUTE_OF: Partial<Record<string, string>> = { '/setup/site-settings': '/setup/site-settings/:id/edit' };

/** Whether the route table lets the person open the item's address (01 §6). */
function routeAdmits(actor: Actor, path: string): boolean {
  const address = path.split('?')[0] ?? path;
  const routePath = ROUTE_OF[address] ?? address;
  if (routePath.includes(':id') && !actor.workspaceId) return false;
  const route = ROUTE_TABLE.find((entry) => entry.path === routePath);
  return Boolean(route && canAccess(actor, ROUTE_RULES[route.rule]));
}

/** Whether a section's own address leads anywhere this person may go: its first child, their dashboard, or itself. */
function sectionReaches(actor: Actor, section: NavigationSection): boolean {
  if (section.path in FIRST_CHILD_ORDER) return firstReachableChild(section.path as SectionPath, actor) !== null;
  if (section.path === '/my-learning') return myLearningDashboard(actor) !== null;
  return routeAdmits(actor, section.path);
}

/**
 * The sections and second-row items this person sees: what "Navigation visibility" grants and
 * their route's rule lets them open (01 §2, §6). Where the navigation's rule is wider than the
 * route's (an event coordinator's Reports, Venues and Media library without master_administrator),
 * the entry is not shown at all: nothing is shown that the person's roles will never reach, built
 * or not (docs/decisions/0013). A section shows while one of its items does, or, without items
 * (or none left), while its own address leads somewhere.
 */
export function visibleNavigation(actor: Actor): NavigationSection[] {
  return NAVIGATION.filter((section) => isGranted(actor, section)).flatMap((section) => {
    const items = section.items.filter((item) => isGranted(actor, item) && routeAdmits(actor, item.path));
    return items.length > 0 || sectionReaches(actor, section) ? [{ ...section, items }] : [];
  });
}
