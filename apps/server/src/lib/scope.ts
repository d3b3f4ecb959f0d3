import type { Actor } from '@campus/contracts';
import type { RequestAuth } from './context.js';
import { ForbiddenError, NotFoundError } from './errors.js';

/**
 * Who is asking and where, built once per request from its verified token (request-context): the
 * only input repositories and policies take to decide which tenant's rows a caller reaches. Never
 * built from client-supplied ids.
 */
export interface Scope {
  actor: Actor;
  userId: string | null;
  customerId: string | null;
  workspaceId: string | null;
  /** The caller's profile in the workspace, when the token names one. */
  profileId: string | null;
  /** The organisation unit of the caller's profile (what a catalogue item may be limited to). */
  organisationUnitId: string | null;
  roles: Actor['roles'];
  customerRoles: Actor['customerRoles'];
  /** The organisation units the caller manages in the workspace (managers). */
  managedUnits: readonly string[];
  /** The administrator acting as this person, while impersonating. */
  impersonatorId: string | null;
}

export function scopeOf(auth: Pick<RequestAuth, 'actor' | 'secondStage'>): Scope {
  const { actor, secondStage } = auth;
  return {
    actor,
    userId: actor.userId,
    customerId: actor.customerId,
    workspaceId: actor.workspaceId,
    profileId: secondStage?.profile?.id ?? null,
    organisationUnitId: secondStage?.organisationUnit ?? null,
    roles: actor.roles,
    customerRoles: actor.customerRoles,
    managedUnits: secondStage?.managedOrganisationUnits ?? [],
    impersonatorId: secondStage?.originUser?.id ?? null,
  };
}

/**
 * A scope whose token names a customer: what a repository needs to filter a customer-owned table
 * (venues, files, trainers' hours). Made from a Scope by `inCustomer`, never by hand.
 */
export interface CustomerScope extends Scope {
  userId: string;
  customerId: string;
}

/**
 * A scope whose token names a workspace (and so its customer and the person signed in): what the
 * workspace's use cases and the repositories of workspace-owned tables (events, bookings,
 * profiles, self-registration keys) take. Made from a Scope by `inWorkspace`, never by hand, so no
 * handler writes `scope.workspaceId!`.
 */
export interface WorkspaceScope extends CustomerScope {
  workspaceId: string;
}

/**
 * A workspace scope whose token names the caller's profile there: the caller as a learner, what
 * the enrolment and learner catalogue repositories take. Made by `hasLearnerProfile` (or the
 * enrolments module's `learnerOf`, which answers 403 without one), never by hand.
 */
export interface LearnerScope extends WorkspaceScope {
  profileId: string;
}

/** Whether the scope names the caller's profile in a workspace, as a type guard. */
export function hasLearnerProfile(scope: Scope): scope is LearnerScope {
  return hasWorkspace(scope) && scope.profileId !== null;
}

/**
 * The scope as a CustomerScope, or `refuse()`: by default 403, what the access plugin answers a
 * rule the caller does not meet. Call it where the use case needs the customer, after any lookup
 * that answers 404 to a caller outside it.
 */
export function inCustomer(scope: Scope, refuse: () => Error = () => new ForbiddenError()): CustomerScope {
  if (!hasCustomer(scope)) throw refuse();
  return scope;
}

/**
 * The scope as a WorkspaceScope, or `refuse()`: by default 403, what the access plugin answers a
 * route whose rule needs a workspace (`workspace: true`). Use cases that admit only workspace
 * roles, or that have already reached a row of the workspace, never meet the refusal: there the
 * guard is the type's proof, not a new rule.
 */
export function inWorkspace(scope: Scope, refuse: () => Error = () => new ForbiddenError()): WorkspaceScope {
  if (!hasWorkspace(scope)) throw refuse();
  return scope;
}

/** Whether the scope names a customer (and a person), as a type guard. */
export function hasCustomer(scope: Scope): scope is CustomerScope {
  return scope.userId !== null && scope.customerId !== null;
}

/** Whether the scope names a workspace, as a type guard: for reads that answer 404 or "none" rather than refuse. */
export function hasWorkspace(scope: Scope): scope is WorkspaceScope {
  return hasCustomer(scope) && scope.workspaceId !== null;
}

/**
 * A scope acting on a workspace named by the request (a path's workspace id), which the area's
 * policy let it administer: superadmins and customer administrators configure workspaces their
 * token need not name. Made by `administering`, only where the policy has said yes; the
 * repositories of that workspace's records filter on `administered`.
 */
export interface AdministeringScope extends Scope {
  administered: { readonly workspaceId: string; readonly customerId: string };
}

/**
 * The scope as one administering this workspace when `allowed` (the area's policy, decided on the
 * workspace found), else `refuse()`: 404 by default, so a workspace out of reach stays invisible.
 */
export function administering(
  scope: Scope,
  workspace: { id: string; customerId: string } | null | undefined,
  allowed: (workspace: { id: string; customerId: string }) => boolean,
  refuse: () => Error = () => new NotFoundError(),
): AdministeringScope {
  if (!workspace || !allowed(workspace)) throw refuse();
  return { ...scope, administered: { workspaceId: workspace.id, customerId: workspace.customerId } };
}

/**
 * A scope acting in one customer: the one its token names, or for a superadmin (who reaches every
 * customer) the customer the request names. Made by `actingInCustomer`, never by hand; the
 * repositories of customer-owned tables a superadmin also configures (trainers' hours) filter on
 * `acting.customerId`.
 */
export interface ActingInCustomerScope extends Scope {
  acting: { readonly customerId: string };
}

/**
 * The scope acting in `named` (a superadmin's choice) or in its own customer, else `refuse()`: 404
 * by default, so a customer out of reach stays invisible. A caller who is not a superadmin may name
 * only its own customer.
 */
export function actingInCustomer(
  scope: Scope,
  named?: string,
  refuse: () => Error = () => new NotFoundError(),
): ActingInCustomerScope {
  if (scope.actor.isSuperadmin && named) return { ...scope, acting: { customerId: named } };
  if (!scope.customerId || (named && named !== scope.customerId)) throw refuse();
  return { ...scope, acting: { customerId: scope.customerId } };
}

/**
 * Work the system does by itself, for no person's token: the scheduled jobs, the emails a worker
 * writes after their change, a public address served once its secret is checked (a calendar feed).
 * Made by `forSystem(job)` where that work is set up, never by hand.
 * As it is, it reaches every tenant: only sweeps take it (the session statuses moving on, the
 * reminders and short sessions due, expired SAML requests); everything else narrows it with
 * `jobIn` to the workspace of the row it works on.
 */
export interface SystemScope {
  /** The job, for logs and for the reader: `'event reminders'`, `'booking emails'`. */
  readonly system: string;
}

/** The system's scope for the job named. */
export function forSystem(job: string): SystemScope {
  return { system: job };
}

/**
 * The system at work in one workspace: a job that found the workspace on the row it works on (a
 * session due a reminder, a booking's email recorded with its workspace). Made by `jobIn`, never
 * by hand; repositories filter on its workspace and customer exactly as on a WorkspaceScope.
 */
export interface JobScope extends SystemScope {
  readonly customerId: string;
  readonly workspaceId: string;
}

/** The system's scope narrowed to the workspace of `place` (a row of that workspace, or its ids). */
export function jobIn(system: SystemScope, place: { customerId: string; workspaceId: string }): JobScope {
  return { system: system.system, customerId: place.customerId, workspaceId: place.workspaceId };
}

/**
 * A workspace's rows read or written for a person's request (WorkspaceScope) or by the system's
 * own work there (JobScope): what the repositories that both serve take (the booking engine, the
 * booking emails, session cancellation). Both hold `customerId` and `workspaceId` for sure.
 */
export type InWorkspaceScope = WorkspaceScope | JobScope;
