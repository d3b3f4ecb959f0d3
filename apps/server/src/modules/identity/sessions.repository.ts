import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { authSessions, retiredRefreshTokens, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

export interface NewSession {
  userId: string;
  ttlSeconds: number;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Server-side sessions: the refresh token is stored only as its hash.
 * @unscoped global Sessions are a person's own, in no tenant.
 */
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

export type Rotation =
  | { outcome: 'rotated'; session: typeof authSessions.$inferSelect; refreshToken: string }
  /** A token this session already rotated past: someone else holds a copy, so the session ended. */
  | { outcome: 'reused' }
  | { outcome: 'refused' };

/**
 * How long a rotated refresh token may be presented again and get the same successor (decision
 * 0044): two tabs (or a retry after a lost answer) refreshing one token at once. Long enough for
 * the slower of two simultaneous calls on a slow line, short enough that a stolen copy used later
 * still ends the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * The refresh token that follows `refreshToken`: HMAC(server secret, token). Deterministic, so a
 * second call with the same token, on any instance sharing the signing key, can be given the
 * same successor without the database ever holding a usable token (it keeps hashes only); not
 * computable without the server's secret, so holding one token reveals nothing of the next.
 */
export const successorOf = (secret: Buffer, refreshToken: string): string =>
  crypto.createHmac('sha256', secret).update(refreshToken).digest('base64url');

/**
 * Swaps a live refresh token for its successor (rotation), keeping the old one's hash as retired.
 * Rotation happens within the session's row, so a retired token presented again ends that
 * session, and with it every token it issued (decision 0017), with one exception: presented
 * again within REFRESH_GRACE_SECONDS while its successor is still the session's current token,
 * it gets that same successor (decision 0044). Two tabs refreshing together then both carry on,
 * and the session still has one live refresh token. Unknown, expired or revoked tokens are refused.
 *
 * Two calls at once serialise on the session's row: the second UPDATE waits for the first's
 * transaction, then matches nothing, and its lookups (each statement sees what committed before
 * it) find the retired token and the successor the first call stored.
 * @unscoped global Sessions are a person's own, in no tenant.
 */
export async function rotateRefreshToken(db: Database, refreshToken: string, secret: Buffer): Promise<Rotation> {
  const presented = sha256(refreshToken);
  const next = successorOf(secret, refreshToken);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [session] = await tx
      .update(authSessions)
      .set({ refreshTokenHash: sha256(next), lastUsedAt: now })
      .where(
        and(
          eq(authSessions.refreshTokenHash, presented),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
        ),
      )
      .returning();
    if (session) {
      await tx
        .insert(retiredRefreshTokens)
        .values({ tokenHash: presented, sessionId: session.id })
        .onConflictDoNothing();
      return { outcome: 'rotated', session, refreshToken: next };
    }
    const [retired] = await tx
      .select({
        sessionId: retiredRefreshTokens.sessionId,
        // The database's clock on both sides: retired_at is set by it, and instances' clocks differ.
        inGrace: sql<boolean>`${retiredRefreshTokens.retiredAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`,
      })
      .from(retiredRefreshTokens)
      .where(eq(retiredRefreshTokens.tokenHash, presented))
      .limit(1);
    if (!retired) return { outcome: 'refused' };
    if (retired.inGrace) {
      // Only while the successor is still current: once it has itself been rotated, the one
      // holding it has moved on, and this copy is a second holder after all.
      const [current] = await tx
        .select()
        .from(authSessions)
        .where(
          and(
            eq(authSessions.id, retired.sessionId),
            eq(authSessions.refreshTokenHash, sha256(next)),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, now),
          ),
        )
        .limit(1);
      if (current) return { outcome: 'rotated', session: current, refreshToken: next };
    }
    await tx
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.id, retired.sessionId), isNull(authSessions.revokedAt)));
    return { outcome: 'reused' };
  });
}

/**
 * Ends every live session of a person (their tokens stop working at once), except the one to
 * keep (the session that changed its own password).
 * @unscoped global Sessions are a person's own, in no tenant.
 */
export async function revokeSessionsOfUser(db: Queryable, userId: string, keepSessionId: string | null = null) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}

/** @unscoped global Sessions: a person's own (no tenant table), ended by its id from the token. */
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

/** @unscoped global Sessions: a person's own (no tenant table), found by its id from the token. */
export async function findSession(db: Database, sessionId: string) {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return session ?? null;
}

/**
 * Starts (or, with null, ends) impersonation for the session.
 * @unscoped global Sessions are a person's own, in no tenant.
 */
export async function setImpersonation(
  db: Database,
  sessionId: string,
  target: { userId: string; workspaceId: string; originWorkspaceId: string | null } | null,
): Promise<void> {
  await db
    .update(authSessions)
    .set({
      impersonatedUserId: target?.userId ?? null,
      impersonationWorkspaceId: target?.workspaceId ?? null,
      impersonationOriginWorkspaceId: target?.originWorkspaceId ?? null,
    })
    .where(eq(authSessions.id, sessionId));
}

/** How long an address stays "known" for a person after a completed sign-in from it. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Whether the person has completed a sign-in (password, any challenge, a session opened) from
 * this address lately. Sessions already record the address they were opened from, so the record
 * of known addresses is the sessions table itself, revoked and expired sessions included: a
 * stranger cannot add a row without the password (decision 0015).
 * @unscoped global Sessions are a person's own, in no tenant.
 */
export async function isKnownAddress(db: Queryable, userId: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        eq(authSessions.ip, ip),
        gt(authSessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The owner of a live session (not revoked, not over) as they are now, for the request context:
 * one query per request that carries a token.
 * @unscoped global Sessions are a person's own, in no tenant.
 */
export async function liveSessionOwner(db: Queryable, sessionId: string) {
  const [live] = await db
    .select({ owner: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())))
    .limit(1);
  return live?.owner ?? null;
}
