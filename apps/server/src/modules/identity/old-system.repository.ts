import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { oldSystemHandovers, workspaces } from '../../db/schema/index.js';

/**
 * The workspace a hand-over names by its subdomain.
 * @unscoped sign-in An old system's hand-over names its workspace by subdomain, before any scope
 * exists.
 */
export async function findWorkspaceByDomain(db: Queryable, domain: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.domain, domain));
  return workspace ?? null;
}

/**
 * Records the hand-over token as used; false when it was used before (each is accepted once).
 * @unscoped sign-in An old system's hand-over names its workspace by subdomain, before any scope
 * exists.
 */
export async function consumeHandover(
  db: Queryable,
  handover: { jti: string; userId: string; expiresAt: Date },
): Promise<boolean> {
  const used = await db
    .insert(oldSystemHandovers)
    .values(handover)
    .onConflictDoNothing()
    .returning({ jti: oldSystemHandovers.jti });
  return used.length === 1;
}
