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

/** The id the database will give the next transaction that writes (every row it writes carries it). */
async function nextTransactionId(db: Database): Promise<bigint> {
  const [row] = await rowsOf<{ next: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return BigInt(row?.next as string);
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Takes snapshots of every row, in every table, that mentions the customer, one of its people or
 * one of its records (by id): a refused write must leave this exactly as it was, and so must a
 * write that ignores the customer's ids (a row of the caller's naming one of them would show up).
 * Make it before the customer exists.
 *
 * A row version never changes (an update writes a new one, with a new `xmin`), so each is read
 * and its uuids found once; a snapshot then lists which versions exist (table, `ctid`, `xmin`) and
 * reads in full only those written since the last one. Rows written before the snapshotter was
 * made (the template's demo data) cannot name ids that did not exist yet and are not read at all.
 * Reading every row's text at every snapshot was most of the harness's time.
 */
export async function scopeSnapshotter(
  db: Database,
): Promise<(customer: Pick<Customer, 'id'>) => Promise<Record<string, string[]>>> {
  const since = await nextTransactionId(db);
  const versions = new Map<string, { text: string; uuids: string[] }>();
  let readUpTo = since;
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map(({ name }) => name)
    .filter((name) => !NOT_TENANT_DATA.has(name));
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and column_name in ('id', 'customer_id')`,
  );
  const owned = tables.filter((name) => columns.filter((entry) => entry.table === name).length === 2);

  return async (customer) => {
    const found = await rowsOf<{ id: string }>(
      db,
      sql.join(
        [
          sql`select user_id::text as id from user_profiles where customer_id = ${customer.id}`,
          sql`select user_id::text from customer_user_roles where customer_id = ${customer.id}`,
          ...owned.map((name) => sql`select id::text from ${sql.identifier(name)} where customer_id = ${customer.id}`),
        ],
        sql` union `,
      ),
    );
    const ids = new Set([customer.id, ...found.map(({ id }) => id)]);
    const next = await nextTransactionId(db);
    const present = await rowsOf<{ table: string; version: string; row: string | null }>(
      db,
      sql.join(
        tables.map(
          (name) => sql`(select ${name}::text as table, t.ctid::text || '/' || t.xmin::text as version,
            case when t.xmin::text::bigint >= ${readUpTo.toString()}::bigint then row_to_json(t)::text end as row
            from ${sql.identifier(name)} t where t.xmin::text::bigint >= ${since.toString()}::bigint)`,
        ),
        sql` union all `,
      ),
    );
    readUpTo = next;
    const snapshot: Record<string, string[]> = Object.fromEntries(tables.map((name) => [name, []]));
    for (const { table, version, row } of present) {
      const key = `${table} ${version}`;
      let known = versions.get(key);
      if (!known) {
        if (row === null) throw new Error(`Row ${key} was written before the last snapshot but not read then`);
        known = { text: row, uuids: row.match(UUID) ?? [] };
        versions.set(key, known);
      }
      if (known.uuids.some((uuid) => ids.has(uuid))) snapshot[table]?.push(known.text);
    }
    for (const list of Object.values(snapshot)) list.sort();
    return snapshot;
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
