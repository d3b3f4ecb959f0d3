import type { AccessRule, Grant } from '../access.js';
import type { ProfileRole, Service } from '../roles.js';

/**
 * The access rules of the screens (01 §2, §6; 02 §6; 03 §6), written once as data. The route
 * table, the navigation and the server endpoints of each area all name these rules.
 * Comments quote the spec where a rule is not a plain reading of the route list.
 */

const rule = (...anyOf: Grant[]): AccessRule => ({ stage: 'second', anyOf });
const roles = (...list: ProfileRole[]): Grant => ({ roles: list });
const withServices = (grant: Grant, ...services: Service[]): Grant => ({ ...grant, services });

const SUPERADMIN: Grant = { superadmin: true };
const SITE_ADMIN: Grant = { siteAdmin: true };
const MASTER_ADMIN: Grant = { customerRoles: ['master_administrator'] };
const TRAINER: Grant = { customerRoles: ['trainer'] };
const LXA = 'learning_experience_administrator' as const;

export const ROUTE_RULES = {
  open: { stage: 'open' },
  /** The workspace list: the identity token suffices. */
  firstStage: { stage: 'first' },
  /** "Unless stated, a route needs both a first-stage token and a second-stage token." */
  signedIn: { stage: 'second' },

  home: rule(
    SITE_ADMIN,
    roles(
      'event_coordinator',
      'infrastructure_manager',
      LXA,
      'user_administrator',
      'course_creator',
      'course_licence_manager',
      'manager',
    ),
  ),

  // --- My learning (01 §6 "Area access"). "On the new system" belongs to the My learning
  // navigation item only; the dashboards' own rules name no session generation.
  trainerDashboard: rule(TRAINER),
  learnerDashboard: rule({ roles: ['learner'], services: ['EBS'] }),
  coursesDashboard: rule({ roles: ['learner'], services: ['LMS'] }),
  browseDashboard: rule({ roles: ['manager', 'learner'] }),
  completionsDashboard: rule({ roles: ['learner'], services: ['EBS', 'LMS'] }),

  // --- Catalogue (02 §6, 03 §6)
  /** "Courses: CCS roles, or LXA with LMS." */
  catalogueCourses: rule(
    withServices(roles('course_creator', 'course_licence_manager'), 'CCS'),
    withServices(roles(LXA), 'LMS'),
  ),
  courseAdd: rule(roles('course_creator')),
  courseAdminShow: rule(roles('admin', 'manager')),
  /** "course_creator (admin and site admin may edit)". */
  courseEdit: rule(roles('course_creator', 'admin'), SITE_ADMIN),
  catalogueItemEdit: rule(withServices(roles(LXA), 'LMS')),
  /** Feedback form add: part of course edit ("the same steps plus feedback", 02 §2) and of catalogue item edit. */
  courseFeedbackAdd: rule(roles('course_creator', 'admin'), SITE_ADMIN, withServices(roles(LXA), 'LMS')),
  requests: rule(roles(LXA, 'manager')),
  modules: rule(withServices(roles('course_creator'), 'CCS')),
  /** "Licences: licence manager or course creator with CCS." */
  licences: rule(roles('course_licence_manager'), withServices(roles('course_creator'), 'CCS')),
  licenceAdd: rule(roles('course_licence_manager')),
  /** "trainer, site admin or coordinator-type permissions (EBS)"; the navigation calls them EBS staff. */
  events: rule(
    withServices(TRAINER, 'EBS'),
    withServices(SITE_ADMIN, 'EBS'),
    withServices(roles('event_coordinator', 'infrastructure_manager'), 'EBS'),
  ),
  eventEdit: rule(roles('event_coordinator')),
  /**
   * "trainer or master_administrator, or any of six permissions": the six are not named; read as
   * the six workspace roles that run or follow events and people.
   */
  sessionShow: rule(
    TRAINER,
    MASTER_ADMIN,
    roles('event_coordinator', 'infrastructure_manager', LXA, 'user_administrator', 'manager', 'admin'),
  ),
  /** "coordinators; trainers if trainer-edit is on" (the event's setting is checked by the screen). */
  register: rule(roles('event_coordinator'), TRAINER),
  /** "coordinators or any session trainer". */
  summary: rule(roles('event_coordinator'), TRAINER),

  // --- People (03 §6)
  /** "superadmin, site admin, user_administrator (manager sees list per nav)". */
  usersList: rule(SUPERADMIN, SITE_ADMIN, roles('user_administrator', 'manager')),
  /** "user administration needs superadmin, site admin or user_administrator". */
  userAdministration: rule(SUPERADMIN, SITE_ADMIN, roles('user_administrator')),
  /** "Site admins and trainers lists: superadmin, or owner or site admin." */
  trainers: rule(SUPERADMIN, SITE_ADMIN),
  superadminOnly: rule(SUPERADMIN),
  /** "admin list needs superadmin and owner or site admin": read as superadmin, or a site admin. */
  admins: rule(SUPERADMIN, SITE_ADMIN),
  lxaWithLms: rule(withServices(roles(LXA), 'LMS')),

  // --- Reports (01 §6, 03 §6)
  /** "Dashboard: LXA, site admin, manager, superadmin." */
  reportsDashboard: rule(SUPERADMIN, SITE_ADMIN, roles(LXA, 'manager')),
  /** "report list needs superadmin or site admin". */
  reports: rule(SUPERADMIN, SITE_ADMIN),
  reportSchedule: rule(
    SUPERADMIN,
    withServices(MASTER_ADMIN, 'LMS', 'EBS'),
    withServices(roles('event_coordinator', LXA), 'LMS', 'EBS'),
  ),

  // --- Setup (01 §6 "Area access", 03 §6)
  /**
   * "master_administrator with event_coordinator or infrastructure_manager"; the infrastructure
   * manager, who alone adds and edits venues (venueEdit), also lists and views them (docs/decisions/0013).
   */
  venues: rule(
    { customerRoles: ['master_administrator'], roles: ['event_coordinator', 'infrastructure_manager'] },
    roles('infrastructure_manager'),
  ),
  venueEdit: rule(roles('infrastructure_manager')),
  /** Room show: "as venues, plus event_coordinator". */
  roomShow: rule(
    { customerRoles: ['master_administrator'], roles: ['event_coordinator', 'infrastructure_manager'] },
    roles('infrastructure_manager'),
    roles('event_coordinator'),
  ),
  mediaLibrary: rule({
    customerRoles: ['master_administrator', 'trainer'],
    roles: ['event_coordinator', 'infrastructure_manager', 'user_administrator', LXA],
  }),
  notifications: rule({
    customerRoles: ['master_administrator'],
    roles: ['event_coordinator', 'infrastructure_manager', 'user_administrator', LXA],
    services: ['EBS', 'LMS', 'DW'],
  }),
  /** "superadmin, master_administrator or admin permission, with a selected profile". */
  siteSettings: rule(
    { superadmin: true, selectedProfile: true },
    { customerRoles: ['master_administrator'], selectedProfile: true },
    { roles: ['admin'], selectedProfile: true },
  ),
  /** "Workspaces list and edit: superadmin or master_administrator with service EBS or LMS." */
  workspaces: rule(SUPERADMIN, withServices(MASTER_ADMIN, 'EBS', 'LMS')),
  /** "Self-registration and feedback-form sub-pages: master_administrator with EBS or LMS." */
  workspaceSubPages: rule(withServices(MASTER_ADMIN, 'EBS', 'LMS')),
  auditLog: rule(SUPERADMIN, MASTER_ADMIN),
  achievements: rule(withServices(roles(LXA), 'EBS', 'LMS')),
} as const satisfies Record<string, AccessRule>;

export type RouteRuleName = keyof typeof ROUTE_RULES;
