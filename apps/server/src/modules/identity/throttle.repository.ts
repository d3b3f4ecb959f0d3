import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';

export interface ThrottleRule {
  max: number;
  windowSeconds: number;
}

/**
 * Attempt counting in the database, so every instance agrees (decision 0002). One atomic
 * upsert per attempt: the window restarts when it has run out.
 * @unscoped global Throttle keyed by account or address, counted before sign-in.
 */
export async function countAttempt(db: Queryable, key: string, rule: ThrottleRule): Promise<number> {
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.count} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then now() else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottle.count });
  return row?.count ?? 1;
}

/**
 * Attempts counted under the key within the current window.
 * @unscoped global Throttle keyed by account or address, counted before sign-in.
 */
export async function attemptsSoFar(db: Queryable, key: string, rule: ThrottleRule): Promise<number> {
  const [row] = await db
    .select({ count: authThrottle.count })
    .from(authThrottle)
    .where(
      sql`${authThrottle.key} = ${key} and ${authThrottle.windowStartedAt} >= now() - make_interval(secs => ${rule.windowSeconds})`,
    );
  return row?.count ?? 0;
}

/** @unscoped global Throttle keyed by account or address, counted before sign-in. */
export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
