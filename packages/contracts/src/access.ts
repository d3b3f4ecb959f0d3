import type { CustomerRole, ProfileRole, Service } from './roles.js';
import type { SecondStageClaims, TokenOrigin } from './identity/auth.contract.js';
import { ROUTE_RULES } from './routes/route-rules.js';

/**
 * The one access-rule module (DEVELOPERS.md): server endpoints and web route guards and
 * navigation all decide with `canAccess`, so the server refuses exactly what the screen hides.
 */

/** What a request (or the signed-in browser) carries, derived from its tokens. */
export interface Actor {
  /** 'none' = no token; 'first' = identity token only; 'second' = platform/workspace token. */
  stage: 'none' | 'first' | 'second';
  userId: string | null;
  isSuperadmin: boolean;
  roles: readonly ProfileRole[];
  customerRoles: readonly CustomerRole[];
  services: readonly Service[];
  workspaceId: string | null;
  customerId: string | null;
  hasSelectedProfile: boolean;
  origin: TokenOrigin | null;
  impersonating: boolean;
  /**
   * Two-factor authentication is required and not set up yet: the session may do nothing but
   * enrol (rules with `mfaEnrolment`), whatever its tokens say (decision 0017).
   */
  mfaEnrolmentOnly: boolean;
}

export const ANONYMOUS: Actor = {
  stage: 'none',
  userId: null,
  isSuperadmin: false,
  roles: [],
  customerRoles: [],
  services: [],
  workspaceId: null,
  customerId: null,
  hasSelectedProfile: false,
  origin: null,
  impersonating: false,
  mfaEnrolmentOnly: false,
};

/** The actor a second-stage token describes: the same on the server and in the browser. */
export function actorFromSecondStage(claims: SecondStageClaims): Actor {
  return {
    stage: 'second',
    userId: claims.userId,
    isSuperadmin: claims.roles.includes('superadmin'),
    roles: claims.roles.filter((role): role is ProfileRole => role !== 'superadmin'),
    customerRoles: claims.customerRoles,
    services: claims.customerServices,
    workspaceId: claims.workspaceId,
    customerId: claims.customerId,
    hasSelectedProfile: claims.profile !== null,
    origin: claims.origin,
    impersonating: claims.originUser !== null,
    mfaEnrolmentOnly: false,
  };
}

/** The actor of a request that carries only the identity (first-stage) token. */
export const identityActor = (userId: string): Actor => ({ ...ANONYMOUS, stage: 'first', userId });

/** The same caller held to two-factor enrolment: only `mfaEnrolment` rules let it through. */
export const enrolmentOnly = (actor: Actor): Actor => ({ ...actor, mfaEnrolmentOnly: true });

/**
 * One way of being allowed. Categories combine with AND; the lists inside a category
 * combine with OR ("any of these roles").
 */
export interface Grant {
  superadmin?: true;
  /** master_administrator or owner (01 §6: owners and master administrators are site admins). */
  siteAdmin?: true;
  roles?: readonly ProfileRole[];
  customerRoles?: readonly CustomerRole[];
  services?: readonly Service[];
  selectedProfile?: true;
  /** Only without a selected profile (e.g. the Workspaces item for a site admin on the platform token). */
  withoutProfile?: true;
  /** Session generation: old-system tokens have origin 'subdomain'. */
  newSystem?: true;
  oldSystem?: true;
}

export interface AccessRule {
  /** Which token the caller needs: none (open), the identity token, or a workspace/platform token. */
  stage: 'open' | 'first' | 'second';
  /** Needs a workspace selected in the token. */
  workspace?: true;
  /** Any one grant suffices; absent or empty means the stage alone suffices. */
  anyOf?: readonly Grant[];
  /** Also open to a session that must set up two-factor first (the enrolment calls only). */
  mfaEnrolment?: true;
}

export const isSiteAdmin = (actor: Actor): boolean =>
  actor.customerRoles.includes('master_administrator') || actor.customerRoles.includes('owner');

const intersects = <T>(have: readonly T[], want: readonly T[] | undefined): boolean =>
  !want || want.length === 0 || want.some((item) => have.includes(item));

export function satisfiesGrant(actor: Actor, grant: Grant): boolean {
  if (grant.superadmin && !actor.isSuperadmin) return false;
  if (grant.siteAdmin && !isSiteAdmin(actor)) return false;
  if (!intersects(actor.roles, grant.roles)) return false;
  if (!intersects(actor.customerRoles, grant.customerRoles)) return false;
  if (!intersects(actor.services, grant.services)) return false;
  if (grant.selectedProfile && !actor.hasSelectedProfile) return false;
  if (grant.withoutProfile && actor.hasSelectedProfile) return false;
  if (grant.newSystem && actor.origin === 'subdomain') return false;
  if (grant.oldSystem && actor.origin !== 'subdomain') return false;
  return true;
}

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

export function decideAccess(actor: Actor, rule: AccessRule): AccessDecision {
  if (rule.stage === 'open') return 'allowed';
  if (actor.stage === 'none') return 'unauthenticated';
  if (rule.stage === 'second' && actor.stage !== 'second') return 'unauthenticated';
  // Someone who must set up two-factor first holds a token that can do nothing else.
  if (actor.mfaEnrolmentOnly && !rule.mfaEnrolment) return 'forbidden';
  if (rule.workspace && !actor.workspaceId) return 'forbidden';
  if (!rule.anyOf || rule.anyOf.length === 0) return 'allowed';
  return rule.anyOf.some((grant) => satisfiesGrant(actor, grant)) ? 'allowed' : 'forbidden';
}

export const canAccess = (actor: Actor, rule: AccessRule): boolean => decideAccess(actor, rule) === 'allowed';

/**
 * Named endpoint rules. Where an endpoint serves a screen it names the screen's rule (ROUTE_RULES),
 * so the server refuses exactly what the screen hides.
 */
export const RULES = {
  open: { stage: 'open' },
  identity: { stage: 'first' },
  /**
   * The two-factor set-up screen's calls (own identity, secret, first code): the only ones a
   * person who must use two-factor and has not set it up can make (decision 0017).
   */
  mfaEnrolment: { stage: 'first', mfaEnrolment: true },
  session: { stage: 'second' },
  workspace: { stage: 'second', workspace: true },
  superadmin: ROUTE_RULES.superadminOnly,
  /** User administration (01 §6): superadmin, site admin or user_administrator. */
  userAdministration: ROUTE_RULES.userAdministration,
  /** The user list (/users/users): administrators, and managers for their units' people. */
  usersList: ROUTE_RULES.usersList,
  /** SSO subscriptions and their SAML set-up (03 §2 customers' services): superadmin only. */
  ssoAdministration: ROUTE_RULES.superadminOnly,
  /**
   * A workspace's sign-in options (signup-and-authentication-settings): superadmin, or a
   * master_administrator (owners included) of the workspace's customer; the handler scopes it.
   */
  signInSettings: { stage: 'second', anyOf: [{ superadmin: true }, { customerRoles: ['master_administrator'] }] },
  /**
   * The self-registration step of workspace settings (list of keys, the on/off switch) is part of
   * workspace editing: superadmin, or a site admin with EBS or LMS (01 §6). The handler scopes it.
   */
  selfRegistrationKeys: ROUTE_RULES.workspaces,
  /** Its add and edit sub-pages: master_administrator (site admin) with EBS or LMS only (01 §6). */
  selfRegistrationKeyEdit: ROUTE_RULES.workspaceSubPages,
  /** Audit log (01 §6): superadmin or master_administrator. */
  auditLog: ROUTE_RULES.auditLog,
  /** Enrolment requests (02 §6): LXAs for their workspace, managers for their units' learners. */
  enrolmentRequests: ROUTE_RULES.requests,
  /** Venues and rooms (03 §6): list and show; add, edit, archive, restore, remove; room show. */
  venues: ROUTE_RULES.venues,
  venueEdit: ROUTE_RULES.venueEdit,
  roomShow: ROUTE_RULES.roomShow,
  /** Events (03 §6): the events list's rule to read; event_coordinator to add and edit. */
  events: ROUTE_RULES.events,
  eventEdit: ROUTE_RULES.eventEdit,
  /**
   * An event as the session page reads it (its answer and the session's flyer): the events list's
   * readers and everyone the session page admits ("trainer or master_administrator, or any of six
   * permissions", 03 §6), managers among them; the handler keeps non-staff to active events.
   */
  eventRead: {
    stage: 'second',
    anyOf: [...(ROUTE_RULES.events.anyOf ?? []), ...(ROUTE_RULES.sessionShow.anyOf ?? [])],
  },
  /**
   * The people picker of bulk booking (03 §4 "coordinators, session trainers and managers"): the
   * events list's readers, and managers, who are shown only their units' people.
   */
  bookingPeople: {
    stage: 'second',
    anyOf: [...(ROUTE_RULES.events.anyOf ?? []), { roles: ['manager'], services: ['EBS'] }],
  },
  /** The trainers list and a trainer's working hours (03 §6): superadmin, or owner or site admin. */
  trainers: ROUTE_RULES.trainers,
  /**
   * The learner's own sessions (learner dashboard, session and event views, booking iframe): the
   * learner role in the workspace; the screens' own rules add the services (03 §6).
   */
  learnerSessions: { stage: 'second', workspace: true, anyOf: [{ roles: ['learner'] }] },
  /** The sessions a trainer runs: the trainer dashboard's rule ("trainer customer role"), in a workspace. */
  trainerSessions: { stage: 'second', workspace: true, anyOf: [{ customerRoles: ['trainer'] }] },
  /**
   * The media library's calls (03 §6): the screen's rule (master_administrator or trainer with a
   * content role), plus superadmins, who name the customer (03 §7 "optional customerId").
   */
  mediaLibrary: {
    stage: 'second',
    anyOf: [...(ROUTE_RULES.mediaLibrary.anyOf ?? []), { superadmin: true }],
  },
  /** A learner's own enrolments: the learner role in an LMS workspace (02 §4 Enrolment rules). */
  learnerEnrolment: { stage: 'second', workspace: true, anyOf: [{ roles: ['learner'], services: ['LMS'] }] },
} as const satisfies Record<string, AccessRule>;
