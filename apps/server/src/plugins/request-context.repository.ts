import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { authSessions, users } from '../db/schema/index.js';

/** The owner of a session that is neither revoked nor expired, as they are now; undefined otherwise. */
export async function liveSessionOwner(db: Queryable, sessionId: string) {
  const [live] = await db
    .select({ owner: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())))
    .limit(1);
  return live?.owner;
}
