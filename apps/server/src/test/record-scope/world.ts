import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorFromSecondStage, decideAccess, type AccessRule, type SecondStageClaims } from '@campus/contracts';
import type { Database } from '../../db/client.js';
import { bearer, decodeJwt, signInEnrolled } from '../harness.js';
import {
  ALL_ROLES,
  createPerson,
  createTenant,
  createUnit,
  type Customer,
  type Person,
  type Unit,
  type Workspace,
} from '../factories.js';

/**
 * Two customers built the same way: A owns the records a test names, B is the other tenant
 * whose strongest non-superadmin (its site admin with every role) tries to reach them.
 */
export interface Tenant {
  customer: Customer;
  workspace: Workspace;
  /** The workspace's root unit and a team below it; the admin manages both. */
  root: Unit;
  team: Unit;
  /** Owner and master administrator of the customer, every profile role, managing the root unit. */
  admin: Person;
  /** A plain learner of the workspace: the same-workspace check for administrators' records. */
  learner: Person;
}

export async function createScopeTenant(db: Database): Promise<Tenant> {
  const { customer, workspace } = await createTenant(db);
  const root = await createUnit(db, workspace, { name: 'Root' });
  const team = await createUnit(db, workspace, { name: 'Team', parent: root });
  const admin = await createPerson(db, workspace, { ...ALL_ROLES, unit: root, manages: [root, team] });
  const learner = await createPerson(db, workspace, { unit: team });
  return { customer, workspace, root, team, admin, learner };
}

/** One signed-in session of a person: its identity token and the tokens it was exchanged for. */
export interface Session {
  idToken: string;
  /** The token for the person's workspace (profile roles and customer roles), if they have one. */
  workspaceToken: string;
  /** The platform token (no workspace): customer roles only. */
  platformToken: string;
}

export async function sessionOf(
  app: FastifyInstance,
  person: { email: string; workspace?: Pick<Workspace, 'id'> },
): Promise<Session> {
  const { idToken } = await signInEnrolled(app, person.email);
  const exchange = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(idToken), payload });
    if (response.statusCode !== 200) throw new Error(`${url} failed for ${person.email}: ${response.body}`);
    return (response.json() as { token: string }).token;
  };
  const platformToken = await exchange('/api/sso/v2/exchange/token', {});
  const workspaceToken = person.workspace
    ? await exchange(`/api/sso/v2/validate/workspace/${person.workspace.id}`, { token: idToken })
    : platformToken;
  return { idToken, workspaceToken, platformToken };
}

/**
 * The session's token that passes the endpoint's access rule, if one does: the workspace token
 * (the most roles), else the platform token (rules for callers without a selected profile).
 */
export function strongestToken(session: Session, rule: AccessRule): { token: string; passes: boolean } {
  for (const token of [session.workspaceToken, session.platformToken]) {
    if (decideAccess(actorFromSecondStage(decodeJwt<SecondStageClaims>(token)), rule) === 'allowed') {
      return { token, passes: true };
    }
  }
  return { token: session.workspaceToken, passes: false };
}

// The trail records refused requests too (with the record's id): it is meant to change.
const NOT_TENANT_DATA = new Set(['audit_log']);

/**
 * Every row, in every table, that mentions the customer, one of its people or one of its
 * records (by id): a refused write must leave this exactly as it was, and so must a write that
 * ignores the customer's ids (a row of the caller's naming one of them would show up here).
 */
export async function snapshotOf(db: Database, customer: Pick<Customer, 'id'>): Promise<Record<string, string[]>> {
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result = await db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  };
  const columns = await rows<{ table: string; column: string }>(sql`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and column_name in ('id', 'customer_id') order by table_name`);
  const tables = [...new Set(columns.map((entry) => entry.table))].filter((name) => !NOT_TENANT_DATA.has(name));
  const owned = tables.filter((name) => columns.filter((entry) => entry.table === name).length === 2);
  const found = await rows<{ id: string }>(
    sql.join(
      [
        sql`select user_id::text as id from user_profiles where customer_id = ${customer.id}`,
        sql`select user_id::text from customer_user_roles where customer_id = ${customer.id}`,
        ...owned.map((name) => sql`select id::text from ${sql.identifier(name)} where customer_id = ${customer.id}`),
      ],
      sql` union `,
    ),
  );
  const ids = `{${[customer.id, ...found.map(({ id }) => id)].join(',')}}`;
  const everyTable = await rows<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  // One pass over each row's text: every uuid in it is looked up among the ids. (An alternation
  // of hundreds of ids as one regular expression made this the suite's slowest step.)
  const matching = await rows<{ table: string; row: string }>(
    sql.join(
      everyTable
        .filter(({ name }) => !NOT_TENANT_DATA.has(name))
        .map(
          ({ name }) => sql`(select ${name}::text as table, row_text as row
            from (select row_to_json(t)::text as row_text from ${sql.identifier(name)} t) r
            where exists (select 1 from regexp_matches(row_text, ${UUID}, 'g') as m(found)
                          where m.found[1] = any(${ids}::text[])))`,
        ),
      sql` union all `,
    ),
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of everyTable) if (!NOT_TENANT_DATA.has(name)) snapshot[name] = [];
  for (const { table, row } of matching) snapshot[table]?.push(row);
  for (const list of Object.values(snapshot)) list.sort();
  return snapshot;
}

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
