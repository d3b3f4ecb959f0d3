import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { pageWithTotal } from '../../../db/paging.js';
import { scormAttempts, scormConnectorLearners, scormConnectors, users } from '../../../db/schema/index.js';
import type { WorkspaceScope } from '../../../lib/scope.js';

/**
 * SCORM connectors' SQL (docs/scorm.md "SCORM connectors"): the packages issued in a workspace,
 * the learners of other systems who play them, and their attempts. Packages are the workspace's;
 * a package's launch reaches its row by the package's key and says so.
 */

export type ConnectorRow = typeof scormConnectors.$inferSelect;
export type ConnectorLearnerRow = typeof scormConnectorLearners.$inferSelect;

export async function insertConnector(
  db: Queryable,
  scope: WorkspaceScope,
  values: { catalogItemId: string; name: string; keyHash: string },
): Promise<ConnectorRow> {
  const [row] = await db
    .insert(scormConnectors)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId, createdBy: scope.userId })
    .returning();
  return row!;
}

/**
 * A package that is not revoked, by its id and the SHA-256 of its key.
 * @unscoped public A package's launch from another learning system, authorised by the package's key.
 */
export async function liveConnectorByKey(db: Queryable, id: string, keyHash: string): Promise<ConnectorRow | null> {
  const [row] = await db
    .select()
    .from(scormConnectors)
    .where(and(eq(scormConnectors.id, id), eq(scormConnectors.keyHash, keyHash), isNull(scormConnectors.revokedAt)));
  return row ?? null;
}

const learnersOf = (db: Queryable) =>
  db
    .select({ connectorId: scormConnectorLearners.connectorId, learners: count().as('learners') })
    .from(scormConnectorLearners)
    .groupBy(scormConnectorLearners.connectorId)
    .as('learner_counts');

/** The workspace's packages, newest first, with who made them and how many learners launched them. */
export function connectorsPage(
  db: Queryable,
  scope: WorkspaceScope,
  query: { catalogItemId?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(scormConnectors.workspaceId, scope.workspaceId),
    query.catalogItemId ? eq(scormConnectors.catalogItemId, query.catalogItemId) : undefined,
  );
  return pageWithTotal(
    listed(db).where(where).orderBy(desc(scormConnectors.createdAt), desc(scormConnectors.id)),
    db.select({ total: count() }).from(scormConnectors).where(where),
    query,
  );
}

/** A package as the list shows it: with its maker's name and its learners' count. */
function listed(db: Queryable) {
  const counts = learnersOf(db);
  return db
    .select({
      connector: scormConnectors,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      learners: sql<number>`coalesce(${counts.learners}, 0)::int`,
    })
    .from(scormConnectors)
    .leftJoin(users, eq(users.id, scormConnectors.createdBy))
    .leftJoin(counts, eq(counts.connectorId, scormConnectors.id))
    .$dynamic();
}

export type ConnectorListRow = Awaited<ReturnType<typeof connectorsPage>>['rows'][number];

/** One package of the workspace, as the list shows it. */
export async function connectorInWorkspace(db: Queryable, scope: WorkspaceScope, id: string) {
  const [row] = await listed(db).where(
    and(eq(scormConnectors.id, id), eq(scormConnectors.workspaceId, scope.workspaceId)),
  );
  return row ?? null;
}

/** Revokes one of the workspace's packages (once: a revoked one keeps its first date). */
export async function revokeConnector(db: Queryable, scope: WorkspaceScope, id: string): Promise<void> {
  await db
    .update(scormConnectors)
    .set({ revokedAt: new Date(), revokedBy: scope.userId })
    .where(
      and(
        eq(scormConnectors.id, id),
        eq(scormConnectors.workspaceId, scope.workspaceId),
        isNull(scormConnectors.revokedAt),
      ),
    );
}

/**
 * The other system's learner on this package, made on their first launch, their name kept current.
 * @unscoped reached Takes the package row already reached by its key.
 */
export async function connectorLearner(
  db: Queryable,
  connector: Pick<ConnectorRow, 'id' | 'customerId'>,
  learner: { externalId: string; name: string },
): Promise<ConnectorLearnerRow> {
  const now = new Date();
  const [row] = await db
    .insert(scormConnectorLearners)
    .values({ connectorId: connector.id, customerId: connector.customerId, ...learner, lastLaunchedAt: now })
    .onConflictDoUpdate({
      target: [scormConnectorLearners.connectorId, scormConnectorLearners.externalId],
      set: { name: learner.name, lastLaunchedAt: now },
    })
    .returning();
  await db.update(scormConnectors).set({ lastLaunchedAt: now }).where(eq(scormConnectors.id, connector.id));
  return row!;
}

/**
 * The connector learner's attempts (one per module node).
 * @unscoped reached Takes the learner row already reached through the package's key.
 */
export function attemptsOfConnectorLearner(db: Queryable, learner: Pick<ConnectorLearnerRow, 'id'>) {
  return db.select().from(scormAttempts).where(eq(scormAttempts.connectorLearnerId, learner.id));
}

/**
 * A new attempt of the connector learner at a node's module; null when a concurrent launch made it first.
 * @unscoped reached Takes the package and learner rows already reached through the package's key.
 */
export async function insertConnectorAttempt(
  db: Queryable,
  connector: Pick<ConnectorRow, 'customerId' | 'workspaceId'>,
  learner: Pick<ConnectorLearnerRow, 'id'>,
  values: {
    nodeId: string;
    moduleId: string;
    versionId: string;
    contentId: string;
    commitKeyHash: string;
    commitKeyExpiresAt: Date;
  },
) {
  const [row] = await db
    .insert(scormAttempts)
    .values({
      ...values,
      customerId: connector.customerId,
      workspaceId: connector.workspaceId,
      connectorLearnerId: learner.id,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * A fresh commit key for a connector learner's attempt at each launch.
 * @unscoped reached Takes the attempt row already reached through the package's key.
 */
export async function renewConnectorCommitKey(
  db: Queryable,
  attempt: { id: string; connectorLearnerId: string | null },
  hash: string,
  expiresAt: Date,
) {
  await db
    .update(scormAttempts)
    .set({ commitKeyHash: hash, commitKeyExpiresAt: expiresAt })
    .where(and(eq(scormAttempts.id, attempt.id), eq(scormAttempts.connectorLearnerId, attempt.connectorLearnerId!)));
}

/**
 * The package a connector learner plays through, when it is not revoked.
 * @unscoped reached Takes the learner id of an attempt already reached by its commit key.
 */
export async function liveConnectorOfLearner(db: Queryable, learnerId: string): Promise<ConnectorRow | null> {
  const [row] = await db
    .select({ connector: scormConnectors })
    .from(scormConnectorLearners)
    .innerJoin(scormConnectors, eq(scormConnectors.id, scormConnectorLearners.connectorId))
    .where(and(eq(scormConnectorLearners.id, learnerId), isNull(scormConnectors.revokedAt)));
  return row?.connector ?? null;
}
