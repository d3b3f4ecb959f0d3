import type { FastifyInstance } from 'fastify';
import type { ENDPOINTS } from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { createPerson, unique } from '../factories.js';
import type { IdField } from './id-fields.js';
import type { Tenant } from './world.js';

/**
 * What a record-scope fixture is (docs/architecture.md, "Record-scope harness"). Each module keeps
 * the fixtures of the endpoints it serves beside it, in `modules/<domain>/<domain>.record-scope.ts`,
 * and fixtures.ts gathers them; the harness is record-scope.test.ts. Below the types are the few
 * builders that several modules' fixtures share.
 */

/** What a case sends: the endpoint's path parameters, query and body. */
export interface Call {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface CaseContext {
  app: FastifyInstance;
  db: Database;
  /** The tenant whose records the call names. */
  owner: Tenant;
  /** The tenant of the person calling (their admin, or for the same-workspace check their learner). */
  caller: Tenant;
  /** The caller's identity token, for the calls that carry their own token in the body. */
  idToken: string;
}

export interface Case {
  /**
   * Creates the records in `owner` and returns the call that names them through this one field;
   * every other id in the call is the caller's own, so only this field crosses the boundary.
   * With owner = caller it is the caller's own record, and the call must succeed (the control).
   */
  build(context: CaseContext): Promise<Call>;
  /** Where another tenant's id is not refused with 403 or 404 but answered otherwise: how, and why. */
  refusal?: { status: number; body?: Record<string, unknown>; why: string };
}

export interface Fixture {
  cases: Partial<Record<IdField, Case>>;
  /** Why a learner of the record's own workspace may make this call; without it they must be refused. */
  learnerMay?: string;
  /** Needs a session of its own: the call changes the session (impersonation). */
  ownSession?: true;
}

export type EndpointName = keyof typeof ENDPOINTS;

/** A module's part of the harness: its `<domain>.record-scope.ts` exports one as `recordScope`. */
export interface RecordScope {
  /** The fixture of every endpoint of the module that takes a record id. */
  fixtures: Partial<Record<EndpointName, Fixture>>;
  /**
   * The module's endpoints whose id is not a tenant record to be scoped, one line each on why.
   * Anything else that takes an id needs a fixture: `record-scope.test.ts` fails naming it otherwise.
   */
  exempt?: Partial<Record<EndpointName, string>>;
}

/** A fresh person of the owner's workspace (in its team) for the calls about someone's account. */
export const personOf = (db: Database, owner: Tenant) => createPerson(db, owner.workspace, { unit: owner.team });

export const newcomer = () => ({
  emailAddress: `${unique('newcomer')}@example.test`,
  firstName: 'Nia',
  lastName: 'Newcomer',
});

export const UNKNOWN_FIELD = 'another workspace’s field is dropped as an unknown one is; nothing of it is touched';

export const workspaceParam: Case = { build: async ({ owner }) => ({ params: { workspaceId: owner.workspace.id } }) };
