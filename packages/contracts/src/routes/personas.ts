import { ANONYMOUS, type Actor } from '../access.js';
import type { CustomerRole, ProfileRole, Service } from '../roles.js';

/**
 * The people the access tables are checked for (issue 4): each role, customer role and service
 * combination the spec distinguishes, plus superadmin, impersonation and old-system sessions.
 * Workspace-token personas have a selected profile unless said otherwise.
 */
const inWorkspace = (
  roles: ProfileRole[],
  services: Service[],
  extra: Partial<Actor> & { customerRoles?: CustomerRole[] } = {},
): Actor => ({
  ...ANONYMOUS,
  stage: 'second',
  userId: 'persona',
  roles,
  services,
  customerRoles: [],
  workspaceId: 'workspace',
  customerId: 'customer',
  hasSelectedProfile: true,
  origin: 'workspace',
  ...extra,
});

const ALL_SERVICES: Service[] = ['EBS', 'LMS', 'DW', 'CCS', 'ELMS', 'SSO', 'API'];

export const PERSONAS = {
  /** No token at all. */
  anonymous: ANONYMOUS,
  /** Signed in (identity token) but no workspace or platform token yet. */
  identityOnly: { ...ANONYMOUS, stage: 'first', userId: 'persona' },
  /** Platform superadmin (platform token, no workspace). */
  superadmin: {
    ...ANONYMOUS,
    stage: 'second',
    userId: 'persona',
    isSuperadmin: true,
    origin: 'customer',
  },
  /** Site admin (owner + master_administrator) on the platform token: no workspace, no profile. */
  siteAdminNoProfile: {
    ...ANONYMOUS,
    stage: 'second',
    userId: 'persona',
    customerRoles: ['master_administrator', 'owner'],
    services: ALL_SERVICES,
    customerId: 'customer',
    origin: 'customer',
  },
  /** Site admin working in a workspace (profile role admin), every service. */
  siteAdmin: inWorkspace(['admin'], ALL_SERVICES, { customerRoles: ['master_administrator'] }),
  /** Site admin who is also the workspace's event coordinator (venues need both). */
  siteAdminCoordinator: inWorkspace(['event_coordinator'], ['EBS'], { customerRoles: ['master_administrator'] }),
  /** Trainer (customer role) on the platform token, Events customer. */
  trainer: {
    ...ANONYMOUS,
    stage: 'second',
    userId: 'persona',
    customerRoles: ['trainer'],
    services: ['EBS'],
    customerId: 'customer',
    origin: 'customer',
  },
  /** Trainer who also coordinates events in a workspace (media library: trainer with a permission). */
  trainerCoordinator: inWorkspace(['event_coordinator'], ['EBS'], { customerRoles: ['trainer'] }),
  /** Workspace admin (profile role admin) without a customer role. */
  workspaceAdmin: inWorkspace(['admin'], ['EBS', 'LMS']),
  learnerLms: inWorkspace(['learner'], ['LMS']),
  learnerEbs: inWorkspace(['learner'], ['EBS']),
  learnerBoth: inWorkspace(['learner'], ['EBS', 'LMS']),
  /** A learner in a workspace whose customer has neither EBS nor LMS. */
  learnerNoService: inWorkspace(['learner'], ['CCS']),
  eventCoordinator: inWorkspace(['event_coordinator'], ['EBS']),
  infrastructureManager: inWorkspace(['infrastructure_manager'], ['EBS']),
  lxa: inWorkspace(['learning_experience_administrator'], ['LMS']),
  lxaEbs: inWorkspace(['learning_experience_administrator'], ['EBS']),
  userAdministrator: inWorkspace(['user_administrator'], ['LMS']),
  courseCreator: inWorkspace(['course_creator'], ['CCS', 'LMS']),
  /** Course creator whose customer has CCS only (no EBS, LMS or DW). */
  courseCreatorCcsOnly: inWorkspace(['course_creator'], ['CCS']),
  licenceManager: inWorkspace(['course_licence_manager'], ['CCS']),
  manager: inWorkspace(['manager'], ['LMS']),
  digitalWorkbookAdmin: inWorkspace(['digital_workbook_admin'], ['DW']),
  /** Old-system (subdomain) session of an event coordinator. */
  oldSystemCoordinator: inWorkspace(['event_coordinator'], ['EBS'], { origin: 'subdomain' }),
  /** Old-system (subdomain) session of a learner. */
  oldSystemLearner: inWorkspace(['learner'], ['EBS'], { origin: 'subdomain' }),
  /** An administrator acting as an LMS learner. */
  impersonatedLearner: inWorkspace(['learner'], ['LMS'], { impersonating: true }),
} as const satisfies Record<string, Actor>;

export type PersonaName = keyof typeof PERSONAS;
export const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];
