import { eq } from 'drizzle-orm';
import { EVENT_DEFAULTS } from '@campus/contracts';
import type { Queryable } from '../db/client.js';
import { events, eventSessionItems, eventSessions } from '../db/schema/index.js';
import { addSession } from './classroom-factories.js';
import { unique, type Workspace } from './factories.js';

/**
 * A register that is open now: an active attendance event (registers kept, any coordinator may
 * fill them) with one session whose one date started `startedMinutesAgo` minutes ago and lasts two
 * hours, so its check-in window is open. The register's id is the date's.
 */
export async function createOpenRegister(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  startedMinutesAgo = 5,
) {
  const [event] = await db
    .insert(events)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      name: unique('Event'),
      status: 'active',
      bookingSettings: { ...EVENT_DEFAULTS.bookingSettings, allowNoEnrolments: true, maxBookingLimit: 10 },
      completionSettings: { ...EVENT_DEFAULTS.completionSettings, completionType: 'attendance' },
    })
    .returning();
  const session = await addSession(db, event!);
  const start = new Date(Date.now() - startedMinutesAgo * 60_000);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [item] = await db
    .update(eventSessionItems)
    .set({ datetimeStart: start, datetimeEnd: end })
    .where(eq(eventSessionItems.sessionId, session.id))
    .returning();
  // The status the session-status job would give it, so a sweep during a test changes nothing
  // (the record-scope harness would read that as a change made by the call under test).
  const status = startedMinutesAgo > 0 ? 'in_progress' : 'upcoming';
  await db.update(eventSessions).set({ fromDate: start, toDate: end, status }).where(eq(eventSessions.id, session.id));
  return { event: event!, session, registerId: item!.id };
}
