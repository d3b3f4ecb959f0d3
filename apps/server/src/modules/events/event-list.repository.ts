import { and, asc, count, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { listEventsQuerySchema } from '@campus/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import { pageWithTotal } from '../../db/paging.js';
import { eventBookings, eventSessionItems, eventSessions, eventSubscriptions, events } from '../../db/schema/index.js';
import type { InWorkspaceScope, Scope } from '../../lib/scope.js';
import { eventReach } from './events.repository.js';

/** The events list (03 §7 GET /events), the events a course may take and one event's counts. */

type ListQuery = z.output<typeof listEventsQuerySchema>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * A page of the events the caller reaches, in name order, with the total; `activeOnly` for
 * learners. Null when the caller reaches no event at all.
 */
export async function listEvents(db: Queryable, scope: Scope, query: ListQuery, activeOnly: boolean) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return null;
  const conditions: (SQL | undefined)[] = [reach];
  if (activeOnly) conditions.push(eq(events.status, 'active'));
  if (query.search) {
    if (query.typeOfSearch === 'simple') conditions.push(ilike(events.name, `${escapeLike(query.search)}%`));
    else
      // Every word somewhere in the name or description: one LIKE each on the lower-cased
      // search column, which the trigram index serves (the database lower-cases both sides).
      conditions.push(
        ...query.search
          .split(/\s+/)
          .filter(Boolean)
          .map((word) => sql`${events.searchText} like lower(${`%${escapeLike(word)}%`})`),
      );
  }
  if (query['filters[status]'].length > 0) conditions.push(inArray(events.status, query['filters[status]']));
  const sessionConditions: SQL[] = [];
  if (query['filters[dateFrom]'])
    sessionConditions.push(gte(eventSessions.toDate, new Date(query['filters[dateFrom]'])));
  if (query['filters[dateTo]']) sessionConditions.push(lte(eventSessions.fromDate, new Date(query['filters[dateTo]'])));
  if (query['filters[venueIds]'].length > 0)
    sessionConditions.push(
      sql`exists (select 1 from ${eventSessionItems} where ${eventSessionItems.sessionId} = ${eventSessions.id} and ${inArray(eventSessionItems.venueId, query['filters[venueIds]'])})`,
    );
  if (query['filters[trainerIds]'].length > 0)
    sessionConditions.push(
      sql`${eventSessions.trainerIds} && ARRAY[${sql.join(
        query['filters[trainerIds]'].map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`,
    );
  if (sessionConditions.length > 0)
    conditions.push(
      sql`exists (select 1 from ${eventSessions} where ${eventSessions.eventId} = ${events.id} and ${and(...sessionConditions)})`,
    );
  // A select from one table names its columns without their table (drizzle's buildSelection),
  // which turned `event_id = events.id` in these subqueries into the session's own id (0
  // sessions, no dates; issue 25). The event's id as a fragment of its own keeps its table.
  const eventId = sql`${events.id}`;
  const where = and(...conditions);
  return pageWithTotal(
    db
      .select({
        id: events.id,
        name: events.name,
        status: events.status,
        sessions: sql<number>`(select count(*)::int from ${eventSessions} where ${eventSessions.eventId} = ${eventId})`,
        firstDate: sql<Date | null>`(select min(${eventSessions.fromDate}) from ${eventSessions} where ${eventSessions.eventId} = ${eventId})`,
        lastDate: sql<Date | null>`(select max(${eventSessions.toDate}) from ${eventSessions} where ${eventSessions.eventId} = ${eventId})`,
      })
      .from(events)
      .where(where)
      .orderBy(asc(events.name), asc(events.id)),
    db.select({ total: count() }).from(events).where(where),
    query,
  );
}

/** The events the caller reaches that a course may take: active or draft, not yet on the catalogue item. */
export async function eventsForCourse(db: Queryable, scope: Scope, catalogItemId: string) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return null;
  return db
    .select({ id: events.id, name: events.name, status: events.status })
    .from(events)
    .where(
      and(
        reach,
        inArray(events.status, ['active', 'draft']),
        sql`not (${events.courseIds} @> ARRAY[${catalogItemId}]::uuid[])`,
      ),
    )
    .orderBy(asc(events.name), asc(events.id));
}

/** An event's bookings per status and its waiting-list entries still waiting. */
export async function eventBookingCounts(db: Queryable, scope: InWorkspaceScope, eventId: string) {
  const byStatus = await db
    .select({ status: eventBookings.status, n: count() })
    .from(eventBookings)
    .where(and(eq(eventBookings.workspaceId, scope.workspaceId), eq(eventBookings.eventId, eventId)))
    .groupBy(eventBookings.status);
  const [waiting] = await db
    .select({ n: count() })
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
  return { byStatus, waiting: Number(waiting?.n ?? 0) };
}
