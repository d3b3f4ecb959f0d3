import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { eventSessionItems, eventSessions } from '../db/schema/index.js';

/**
 * What a journey needs that the public API refuses on purpose (decision 0023): a session held in
 * the past with its bookings. The API makes an active session only ahead of now (docs/events.md
 * "Sessions in the past"), so a journey makes it ahead, books its learners through the API, then
 * moves it back here, as if it had been held that many days ago: every date and the session's span
 * move by the same amount, everything else stays.
 */
export const e2eMoveBackSchema = z.object({ days: z.number().int().min(1).max(366) });

export async function moveSessionBack(db: Database, sessionId: string, days: number): Promise<boolean> {
  const shift = sql`make_interval(days => ${days})`;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(eventSessions)
      .set({ fromDate: sql`${eventSessions.fromDate} - ${shift}`, toDate: sql`${eventSessions.toDate} - ${shift}` })
      .where(eq(eventSessions.id, sessionId))
      .returning({ id: eventSessions.id });
    if (moved.length === 0) return false;
    await tx
      .update(eventSessionItems)
      .set({
        datetimeStart: sql`${eventSessionItems.datetimeStart} - ${shift}`,
        datetimeEnd: sql`${eventSessionItems.datetimeEnd} - ${shift}`,
      })
      .where(eq(eventSessionItems.sessionId, sessionId));
    return true;
  });
}
