import type { CustomerRole, ProfileRole, Service } from './roles.js';
import type { SecondStageClaims, TokenOrigin } from './identity/auth.contract.js';
import { ROUTE_RULES } from './routes/route-rules.js';
import { IDENTITY_RULES } from './identity/identity.rules.js';
import { PEOPLE_RULES } from './people/people.rules.js';
import { PLATFORM_RULES } from './platform/platform.rules.js';
import { PLACES_RULES } from './places/places.rules.js';
import { EVENTS_RULES } from './events/events.rules.js';
import { TRAINERS_RULES } from './trainers/trainers.rules.js';
import { MEDIA_RULES } from './media/media.rules.js';
import { ENROLMENTS_RULES } from './enrolments/enrolments.rules.js';
import { SCORM_RULES } from './scorm/scorm.rules.js';
import { COURSES_RULES } from './catalogue/courses.rules.js';
import { CATALOG_ITEMS_RULES } from './catalogue/catalog-items.rules.js';

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
 * so the server refuses exactly what the screen hides. The stage rules every area uses are here;
 * each domain's own rules are in `<domain>/<domain>.rules.ts`, gathered one line per domain.
 */
export const RULES = {
  open: { stage: 'open' },
  identity: { stage: 'first' },
  session: { stage: 'second' },
  workspace: { stage: 'second', workspace: true },
  superadmin: ROUTE_RULES.superadminOnly,
  ...IDENTITY_RULES,
  ...PEOPLE_RULES,
  ...PLATFORM_RULES,
  ...PLACES_RULES,
  ...EVENTS_RULES,
  ...TRAINERS_RULES,
  ...MEDIA_RULES,
  ...ENROLMENTS_RULES,
  ...SCORM_RULES,
  ...COURSES_RULES,
  ...CATALOG_ITEMS_RULES,
} as const satisfies Record<string, AccessRule>;
