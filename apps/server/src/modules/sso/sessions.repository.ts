import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authSessions } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

export interface NewSession {
  userId: string;
  ttlSeconds: number;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Server-side sessions: the refresh token is stored only as its hash. */
export async function createSession(db: Database, input: NewSession) {
  const refreshToken = randomToken();
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: input.userId,
      refreshTokenHash: sha256(refreshToken),
      userAgent: input.userAgent ?? null,
      ip: input.ip ?? null,
      expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
    })
    .returning();
  if (!session) throw new Error('Session was not created');
  return { session, refreshToken };
}

/** Swaps a live refresh token for a new one (rotation); null when it is unknown, expired or revoked. */
export async function rotateRefreshToken(db: Database, refreshToken: string) {
  const next = randomToken();
  const [session] = await db
    .update(authSessions)
    .set({ refreshTokenHash: sha256(next), lastUsedAt: new Date() })
    .where(
      and(
        eq(authSessions.refreshTokenHash, sha256(refreshToken)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .returning();
  return session ? { session, refreshToken: next } : null;
}

export async function revokeSession(
  db: Database,
  where: { sessionId?: string | null; refreshToken?: string | undefined },
) {
  const now = new Date();
  if (where.sessionId) {
    await db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.id, where.sessionId), isNull(authSessions.revokedAt)));
  }
  if (where.refreshToken) {
    await db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.refreshTokenHash, sha256(where.refreshToken)), isNull(authSessions.revokedAt)));
  }
}

export async function findSession(db: Database, sessionId: string) {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return session ?? null;
}

/** Starts (or, with null, ends) impersonation for the session. */
export async function setImpersonation(
  db: Database,
  sessionId: string,
  target: { userId: string; workspaceId: string } | null,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ impersonatedUserId: target?.userId ?? null, impersonationWorkspaceId: target?.workspaceId ?? null })
    .where(eq(authSessions.id, sessionId));
}
