import { describe, expect, it } from 'vitest';
import { canAccess } from '../access.js';
import { PERSONA_NAMES, PERSONAS, type PersonaName } from './personas.js';
import { ROUTE_RULES } from './route-rules.js';
import { ROUTE_TABLE } from './route-table.js';

/**
 * Expected access of every screen route, written by hand from the spec (routes.tsv; 01 §2, §6;
 * 02 §6; 03 §6), NOT derived from ROUTE_RULES. Reading rules used throughout:
 * - "Unless stated, a route needs both a first-stage token and a second-stage token" (01 §2).
 * - A row routes.tsv leaves empty whose path is nested under a gated screen (print variants,
 *   show/edit children, dashboard detail pages) takes that screen's gate; the users-area profile
 *   and bulk screens are "user administration" (01 §6).
 * - "X with Y" means both (venues, media library, notifications); "superadmin and site admin" in
 *   03 §6 is a list (01 §6 says "report list needs superadmin or site admin").
 * - Navigation visibility (01 §2) decides menu items, not routes, unless a row cites it "(nav)".
 */

// --- Persona groups (personas.ts), each listed once -------------------------------------------

/** Every persona holding a second-stage (platform or workspace) token. */
const BOTH_TOKENS: readonly PersonaName[] = [
  'superadmin',
  'siteAdminNoProfile',
  'siteAdmin',
  'siteAdminCoordinator',
  'trainer',
  'trainerCoordinator',
  'workspaceAdmin',
  'learnerLms',
  'learnerEbs',
  'learnerBoth',
  'learnerNoService',
  'eventCoordinator',
  'infrastructureManager',
  'lxa',
  'lxaEbs',
  'userAdministrator',
  'courseCreator',
  'courseCreatorCcsOnly',
  'licenceManager',
  'manager',
  'digitalWorkbookAdmin',
  'oldSystemCoordinator',
  'oldSystemLearner',
  'impersonatedLearner',
];
const FIRST_STAGE: readonly PersonaName[] = ['identityOnly', ...BOTH_TOKENS];
const EVERYONE: readonly PersonaName[] = ['anonymous', ...FIRST_STAGE];

const SUPERADMIN: readonly PersonaName[] = ['superadmin'];
/** "Owners and master administrators are site admins"; every site-admin persona is a master_administrator with EBS or LMS. */
const SITE_ADMINS: readonly PersonaName[] = ['siteAdminNoProfile', 'siteAdmin', 'siteAdminCoordinator'];
/** Trainer customer role. */
const TRAINERS: readonly PersonaName[] = ['trainer', 'trainerCoordinator'];
const EVENT_COORDINATORS: readonly PersonaName[] = [
  'siteAdminCoordinator',
  'trainerCoordinator',
  'eventCoordinator',
  'oldSystemCoordinator',
];
const INFRASTRUCTURE_MANAGERS: readonly PersonaName[] = ['infrastructureManager'];
const LXAS: readonly PersonaName[] = ['lxa', 'lxaEbs'];
const LXA_WITH_LMS: readonly PersonaName[] = ['lxa'];
const USER_ADMINISTRATORS: readonly PersonaName[] = ['userAdministrator'];
/** Both course creators have CCS. */
const COURSE_CREATORS: readonly PersonaName[] = ['courseCreator', 'courseCreatorCcsOnly'];
const LICENCE_MANAGERS: readonly PersonaName[] = ['licenceManager'];
const MANAGERS: readonly PersonaName[] = ['manager'];
/** Profile role (permission) admin. */
const PROFILE_ADMINS: readonly PersonaName[] = ['siteAdmin', 'workspaceAdmin'];
const LEARNERS_LMS: readonly PersonaName[] = ['learnerLms', 'learnerBoth', 'impersonatedLearner'];
const LEARNERS_EBS: readonly PersonaName[] = ['learnerEbs', 'learnerBoth', 'oldSystemLearner'];
const LEARNERS: readonly PersonaName[] = [...LEARNERS_LMS, ...LEARNERS_EBS, 'learnerNoService'];

const anyOf = (...groups: (readonly PersonaName[])[]): readonly PersonaName[] => [...new Set(groups.flat())];

// --- Screen gates used by several rows ------------------------------------------------------

const NONE: readonly PersonaName[] = [];
const HOME = anyOf(
  SITE_ADMINS,
  EVENT_COORDINATORS,
  INFRASTRUCTURE_MANAGERS,
  LXAS,
  USER_ADMINISTRATORS,
  COURSE_CREATORS,
  LICENCE_MANAGERS,
  MANAGERS,
);
/** "Trainer dashboard: trainer customer role." */
const TRAINER_DASHBOARD = TRAINERS;
/** "Learner dashboard: learner with EBS." */
const LEARNER_DASHBOARD = LEARNERS_EBS;
/** "Courses and completions dashboards: learner with LMS (completions also EBS or LMS)." */
const COURSES_DASHBOARD = LEARNERS_LMS;
const COMPLETIONS_DASHBOARD = anyOf(LEARNERS_LMS, LEARNERS_EBS);
/** "Browse: manager or learner." */
const BROWSE_DASHBOARD = anyOf(MANAGERS, LEARNERS);
/** "course_creator (admin and site admin may edit)". */
const COURSE_EDIT = anyOf(COURSE_CREATORS, PROFILE_ADMINS, SITE_ADMINS);
const MODULES = COURSE_CREATORS;
const LICENCES = anyOf(LICENCE_MANAGERS, COURSE_CREATORS);
/** "trainer, site admin or coordinator-type permissions (EBS)" = "EBS staff"; every one of these personas has EBS. */
const EVENTS = anyOf(TRAINERS, SITE_ADMINS, EVENT_COORDINATORS, INFRASTRUCTURE_MANAGERS);
const EVENT_EDIT = EVENT_COORDINATORS;
/** "coordinators; trainers if trainer-edit is on" / "coordinators or any session trainer". */
const REGISTER = anyOf(EVENT_COORDINATORS, TRAINERS);
/** "superadmin, site admin, user_administrator (manager sees list per nav)". */
const USERS_LIST = anyOf(SUPERADMIN, SITE_ADMINS, USER_ADMINISTRATORS, MANAGERS);
/** "user administration needs superadmin, site admin or user_administrator". */
const USER_ADMINISTRATION = anyOf(SUPERADMIN, SITE_ADMINS, USER_ADMINISTRATORS);
/** "Site admins and trainers lists: superadmin, or owner or site admin." */
const TRAINERS_LIST = anyOf(SUPERADMIN, SITE_ADMINS);
/** "superadmin and owner or site admin": read as superadmin, or site admin; the nav item says "superadmin, or owner or site admin" and no persona is both. */
const ADMINS = anyOf(SUPERADMIN, SITE_ADMINS);
const REPORTS_DASHBOARD = anyOf(LXAS, SITE_ADMINS, MANAGERS, SUPERADMIN);
const REPORTS = anyOf(SUPERADMIN, SITE_ADMINS);
/**
 * "master_administrator with event_coordinator or infrastructure_manager; add and edit:
 * infrastructure_manager": read as (master_administrator with event_coordinator) or
 * infrastructure_manager, who edits venues and sees the Venues item (nav); docs/decisions/0013.
 */
const VENUES: readonly PersonaName[] = ['siteAdminCoordinator', 'infrastructureManager'];
const VENUE_EDIT = INFRASTRUCTURE_MANAGERS;
/** "master_administrator or trainer with event_coordinator, infrastructure_manager, user_administrator or LXA". */
const MEDIA_LIBRARY: readonly PersonaName[] = ['siteAdminCoordinator', 'trainerCoordinator'];
/** "Workspaces list and edit: superadmin or master_administrator with service EBS or LMS." */
const WORKSPACES = anyOf(SUPERADMIN, SITE_ADMINS);
/** "Self-registration and feedback-form sub-pages: master_administrator with EBS or LMS." */
const WORKSPACE_SUB_PAGES = SITE_ADMINS;
/** "learning_experience_administrator with EBS or LMS". */
const ACHIEVEMENTS = LXAS;

// --- The table: one row per route of routes.tsv -----------------------------------------------

const EXPECTED: Record<string, readonly PersonaName[]> = {
  '/': EVERYONE,
  '/auth': EVERYONE,
  '/auth/login': EVERYONE,
  '/auth/self-registration/:key': EVERYONE,
  '/auth/confirm-registration/:userId/:code': EVERYONE,
  '/auth/complete-registration': EVERYONE,
  '/auth/validate-key': EVERYONE,
  '/auth/sign-up': EVERYONE,
  '/auth/reset-password': EVERYONE,
  '/dashboard/two-factor-auth': BOTH_TOKENS,
  '/auth/two-factor-auth-help': EVERYONE,
  '/lms/user/invitation/accept': EVERYONE,
  '/lms/user/invitation/reject': EVERYONE,
  '/lms/user/invitation/error': EVERYONE,
  '/lms/user/invitation/resolved': EVERYONE,
  '/lms/user/account': BOTH_TOKENS,
  '/lms/user/workspaces': FIRST_STAGE,
  '/landing': EVERYONE,
  '/landing-invitation': EVERYONE,
  '/landing-unsubscribe': EVERYONE,
  '/course/:id/add-event/oldlms': EVERYONE,
  '/booking-event/:courseId/:moduleId/:domain/oldlms': EVERYONE,
  '/404': EVERYONE,
  '/course-certificate-pdf/:certificateId?/:workspaceId?/:enrolmentId?': EVERYONE,
  // "/what-new (second-stage token only)"
  '/what-new': BOTH_TOKENS,
  '/home': HOME,

  // My learning (01 §2, §6 area access)
  '/my-learning': BOTH_TOKENS,
  '/my-learning/dashboard': BOTH_TOKENS,
  '/my-learning/dashboard/trainer': TRAINER_DASHBOARD,
  '/my-learning/dashboard/learner': LEARNER_DASHBOARD,
  '/my-learning/dashboard/courses': COURSES_DASHBOARD,
  '/my-learning/dashboard/browse': BROWSE_DASHBOARD,
  '/my-learning/dashboard/completions': COMPLETIONS_DASHBOARD,
  '/my-learning/dashboard/browse/course/:id/show/single': BROWSE_DASHBOARD,
  '/my-learning/dashboard/courses/course/:id/show/single': COURSES_DASHBOARD,
  '/my-learning/dashboard/completions/course/:id/show/single': COMPLETIONS_DASHBOARD,
  '/my-learning/dashboard/browse/event/:id/show/single': BROWSE_DASHBOARD,
  '/my-learning/dashboard/courses/event/:id/show/single': COURSES_DASHBOARD,
  '/my-learning/dashboard/completions/event/:id/show/single': COMPLETIONS_DASHBOARD,
  '/my-learning/dashboard/browse/event/:eventId/session/:sessionId/show/single': BROWSE_DASHBOARD,
  '/my-learning/dashboard/courses/event/:eventId/session/:sessionId/show/single': COURSES_DASHBOARD,
  '/my-learning/dashboard/completions/event/:eventId/session/:sessionId/show/single': COMPLETIONS_DASHBOARD,
  // "learner session view": no gate stated and not nested under a gated dashboard
  '/my-learning/event/:eventId/session/:sessionId/show/single': BOTH_TOKENS,

  // Catalogue (02 §6, 03 §6)
  '/catalogue': BOTH_TOKENS,
  // "CCS roles, or LXA with LMS (nav)"
  '/catalogue/courses': anyOf(COURSE_CREATORS, LICENCE_MANAGERS, LXA_WITH_LMS),
  '/catalogue/courses/add': COURSE_CREATORS,
  '/catalogue/courses/:courseId/show/admin': anyOf(PROFILE_ADMINS, MANAGERS),
  '/catalogue/courses/:courseId/edit/course': COURSE_EDIT,
  '/catalogue/courses/:courseId/:catalogItemId/:versionId/edit': LXA_WITH_LMS,
  '/catalogue/courses/:courseId/:catalogId?/:versionId?/edit/feedback/add': anyOf(COURSE_EDIT, LXA_WITH_LMS),
  '/catalogue/requests': anyOf(LXAS, MANAGERS),
  '/catalogue/modules': MODULES,
  '/catalogue/modules/add': MODULES,
  '/catalogue/modules/:id/show': MODULES,
  '/catalogue/modules/:id/edit': MODULES,
  // SCORM player: no gate stated (learners play modules)
  '/catalogue/modules/iframe/scorm/:id': BOTH_TOKENS,
  // Ours, not a row of routes.tsv (decision 0050): the connector package's key opens it.
  '/catalogue/modules/iframe/connector/:id': EVERYONE,
  '/catalogue/licences': LICENCES,
  '/catalogue/licences/:offerId/:contractId/show': LICENCES,
  '/catalogue/licences/add': LICENCE_MANAGERS,
  '/catalogue/events': EVENTS,
  '/catalogue/events/event/add': EVENT_EDIT,
  // "EBS staff" (nav: "Events: EBS staff")
  '/catalogue/events/event/:id/show/single': EVENTS,
  '/catalogue/events/event/:id/edit': EVENT_EDIT,
  '/catalogue/events-course-assign/:courseId': EVENT_EDIT,
  '/catalogue/events/event/:eventId/session/add': EVENT_EDIT,
  // "trainer or master_administrator, or any of six permissions": the six are not named; taken as
  // event_coordinator, infrastructure_manager, LXA, user_administrator, manager, admin (unverifiable)
  '/catalogue/events/event/:eventId/session/:sessionId/show': anyOf(
    TRAINERS,
    SITE_ADMINS,
    EVENT_COORDINATORS,
    INFRASTRUCTURE_MANAGERS,
    LXAS,
    USER_ADMINISTRATORS,
    MANAGERS,
    PROFILE_ADMINS,
  ),
  '/catalogue/events/event/:eventId/session/:sessionId/edit': EVENT_EDIT,
  '/catalogue/events/event/:eventId/session/:sessionId/register/:registerId': REGISTER,
  '/catalogue/events/event/:eventId/session/:sessionId/register/:registerId/print': REGISTER,
  '/catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId': REGISTER,
  '/catalogue/events/event/:eventId/session/:sessionId/summary/:summaryId/print': REGISTER,
  '/catalogue/events/:eventId/session/:sessionId/iframe/booking': BOTH_TOKENS,

  // Users (03 §6)
  '/users': BOTH_TOKENS,
  '/users/users': USERS_LIST,
  '/users/users/:userId/edit': USER_ADMINISTRATION,
  '/users/users/:userId/:workspaceId?/learning-history': USERS_LIST,
  '/users/users/profile/:userId/:profileId/edit': USER_ADMINISTRATION,
  '/users/users/profile/add': USER_ADMINISTRATION,
  '/users/users/bulk/add': USER_ADMINISTRATION,
  '/users/users/bulk/actions': USER_ADMINISTRATION,
  '/users/users/bulk/add-to-groups': USER_ADMINISTRATION,
  '/users/users/bulk/remove-from-groups': USER_ADMINISTRATION,
  '/users/users/bulk/delete-profiles': USER_ADMINISTRATION,
  '/users/users/bulk/reactivate-profiles': USER_ADMINISTRATION,
  '/users/users/bulk/resend-invitations': USER_ADMINISTRATION,
  '/users/users/bulk/cancel-invitations': USER_ADMINISTRATION,
  '/users/trainers': TRAINERS_LIST,
  // "trainer add needs superadmin"
  '/users/trainers/add': SUPERADMIN,
  '/users/trainers/:id/show': TRAINERS_LIST,
  '/users/trainers/:id/edit': TRAINERS_LIST,
  '/users/admins': ADMINS,
  '/users/admins/add': ADMINS,
  '/users/admins/:userId/edit': ADMINS,
  '/users/admins/:userId/show': ADMINS,
  '/users/superadmins/add': SUPERADMIN,
  '/setup/admins/add': SUPERADMIN,
  '/users/org-units/edit': USER_ADMINISTRATION,
  '/users/groups/edit': USER_ADMINISTRATION,
  '/users/autoenrolments': LXA_WITH_LMS,
  '/users/autoenrolments/add': LXA_WITH_LMS,
  '/users/autoenrolments/:id/edit': LXA_WITH_LMS,
  '/users/workflows': LXA_WITH_LMS,
  '/users/workflows/add': LXA_WITH_LMS,
  '/users/workflows/:id/edit': LXA_WITH_LMS,
  '/users/workflows/log': LXA_WITH_LMS,

  // Reports (01 §6, 03 §6)
  '/reports': BOTH_TOKENS,
  '/reports/dashboard': REPORTS_DASHBOARD,
  '/reports/reports': REPORTS,
  '/reports/reports/:slug': REPORTS,
  '/reports/reports/builder/add': REPORTS,
  '/reports/reports/builder/:id/edit': REPORTS,
  '/reports/reports/builder/execute/:id': REPORTS,
  '/reports/reports/builder/execute/:reportId/:resultId': REPORTS,
  // "the dashboard enrolment-status report opens the resolved-report page" (03 §2): dashboard users
  '/reports/reports/builder/execute/resolved': REPORTS_DASHBOARD,
  // "superadmin, master_administrator, event_coordinator or LXA, with LMS or EBS" (the platform superadmin holds no services)
  '/reports/reports/builder/:id/schedule': anyOf(SUPERADMIN, SITE_ADMINS, EVENT_COORDINATORS, LXAS),
  '/report/:reportId/result/:resultId': EVERYONE,

  // Setup (01 §6 area access, 02 §6, 03 §6)
  '/setup': BOTH_TOKENS,
  '/setup/venues': VENUES,
  '/setup/venues/add': VENUE_EDIT,
  '/setup/venues/:id/show': VENUES,
  '/setup/venues/:id/edit': VENUE_EDIT,
  '/setup/venues/:venueId/rooms/add': VENUE_EDIT,
  // "as venues, plus event_coordinator"
  '/setup/venues/:venueId/rooms/:roomId/show': anyOf(VENUES, EVENT_COORDINATORS),
  '/setup/venues/:venueId/rooms/:roomId/edit': VENUE_EDIT,
  '/setup/media-library': MEDIA_LIBRARY,
  '/setup/media-library/edit/:id': MEDIA_LIBRARY,
  // "master_administrator with one of event_coordinator, infrastructure_manager, user_administrator, LXA, and service EBS, LMS or DW"
  '/setup/notifications': ['siteAdminCoordinator'],
  '/setup/customers': SUPERADMIN,
  '/setup/customers/add': SUPERADMIN,
  '/setup/customers/:id/edit': SUPERADMIN,
  '/setup/customers/:customerId/contact/add': SUPERADMIN,
  '/setup/customers/:customerId/contact/:contactId/edit': SUPERADMIN,
  '/setup/customers/:customerId/services/:serviceKey/edit': SUPERADMIN,
  '/setup/customers/:customerId/services/sso/add': SUPERADMIN,
  '/setup/customers/:customerId/services/sso/:subscriptionId/edit': SUPERADMIN,
  // "superadmin, master_administrator or admin permission, with a selected profile": the platform superadmin and siteAdminNoProfile have none
  '/setup/site-settings/:id/edit': ['siteAdmin', 'siteAdminCoordinator', 'workspaceAdmin'],
  '/setup/site-settings/:id/edit/self-registration/add': WORKSPACE_SUB_PAGES,
  '/setup/site-settings/:id/edit/self-registration/:keyId/edit': WORKSPACE_SUB_PAGES,
  '/setup/site-settings/:id/edit/feedback-forms/add': WORKSPACE_SUB_PAGES,
  '/setup/site-settings/:id/edit/feedback-forms/:feedbackFormId/edit': WORKSPACE_SUB_PAGES,
  '/setup/workspaces': WORKSPACES,
  '/setup/workspaces/add': WORKSPACES,
  '/setup/workspaces/:id/edit': WORKSPACES,
  '/setup/workspaces/:workspaceId/edit/self-registration/add': WORKSPACE_SUB_PAGES,
  '/setup/workspaces/:workspaceId/edit/self-registration/:keyId/edit': WORKSPACE_SUB_PAGES,
  '/setup/workspaces/:workspaceId/edit/feedback-forms/add': WORKSPACE_SUB_PAGES,
  '/setup/workspaces/:workspaceId/edit/feedback-forms/:feedbackFormId/edit': WORKSPACE_SUB_PAGES,
  '/setup/archived': SUPERADMIN,
  // "Audit log: superadmin or master_administrator"
  '/setup/audit-log': anyOf(SUPERADMIN, SITE_ADMINS),
  '/setup/achievements': ACHIEVEMENTS,
  '/setup/achievements/add': ACHIEVEMENTS,
  '/setup/achievements/:id/edit': ACHIEVEMENTS,
  '/setup/user/reward/add': ACHIEVEMENTS,
  '/setup/achievements/:id/reward/edit': ACHIEVEMENTS,
};

// --- Known differences: the spec supports EXPECTED, the code decides otherwise -----------------
// Each entry must still differ for exactly the personas listed; fix the code, then delete the entry.

interface KnownDifference {
  personas: readonly PersonaName[];
  reason: string;
}

const KNOWN_DIFFERENCES: Record<string, KnownDifference> = {};

// --- Checks ----------------------------------------------------------------------------------

const routePaths = ROUTE_TABLE.map((route) => route.path);

describe('route access table (spec) covers the code', () => {
  it('persona groups cover exactly PERSONA_NAMES', () => {
    expect([...EVERYONE].sort()).toEqual([...PERSONA_NAMES].sort());
  });

  it('every route of ROUTE_TABLE has a row', () => {
    expect(routePaths.filter((path) => !(path in EXPECTED))).toEqual([]);
  });

  it('every row names a route of ROUTE_TABLE', () => {
    expect(Object.keys(EXPECTED).filter((path) => !routePaths.includes(path))).toEqual([]);
    expect(Object.keys(KNOWN_DIFFERENCES).filter((path) => !routePaths.includes(path))).toEqual([]);
  });

  it('every row names only known personas', () => {
    const rows = [...Object.values(EXPECTED), ...Object.values(KNOWN_DIFFERENCES).map((known) => known.personas)];
    expect(rows.flat().filter((persona) => !PERSONA_NAMES.includes(persona))).toEqual([]);
  });

  it('ROUTE_TABLE has the 154 routes of routes.tsv and our connector player, each once', () => {
    expect(routePaths).toHaveLength(155);
    expect(new Set(routePaths).size).toBe(155);
  });
});

describe.each(ROUTE_TABLE.map((route) => [route.path, route] as const))('%s', (path, route) => {
  const allowed = EXPECTED[path] ?? NONE;
  const known = KNOWN_DIFFERENCES[path];

  it.each(PERSONA_NAMES)(`${path} for %s`, (persona) => {
    const expected = allowed.includes(persona);
    const actual = canAccess(PERSONAS[persona], ROUTE_RULES[route.rule]);
    if (known?.personas.includes(persona)) {
      expect(actual, `MISMATCH still expected on ${path} for ${persona}: ${known.reason}`).toBe(!expected);
    } else {
      expect(actual, `${path} for ${persona}: spec says ${expected ? 'allowed' : 'refused'}`).toBe(expected);
    }
  });
});
