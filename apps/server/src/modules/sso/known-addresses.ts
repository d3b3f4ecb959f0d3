import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { authSessions } from '../../db/schema/index.js';

/** How long an address stays "known" for a person after a completed sign-in from it. */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * Whether the person has completed a sign-in (password, any challenge, a session opened) from
 * this address lately. Sessions already record the address they were opened from, so the record
 * of known addresses is the sessions table itself, revoked and expired sessions included: a
 * stranger cannot add a row without the password (decision 0015).
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
