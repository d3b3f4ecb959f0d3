import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ENROLLED_STATES } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { ACTIVE_BOOKING_STATES, enrolments, eventBookings, userProfiles, users } from '../../db/schema/index.js';
import type { WorkspaceScope } from '../../lib/scope.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The people who can be booked on an event (03 §7 `user-list/for-booking/{eventId}`): active
 * people with an active profile in the event's workspace, by name, with the session where they
 * already hold a live booking and whether they are enrolled on one of the event's courses. The
 * caller has reached the event through the scoped events repository, so it is of the caller's
 * workspace. `whom` says which of the workspace's people: all of them (coordinators, the event's
 * trainers) or those of the units the caller manages (a manager).
 */
export async function peopleForBooking(
  db: Queryable,
  scope: WorkspaceScope,
  event: { id: string; courseIds: readonly string[] },
  query: { search?: string | undefined; page: number; pageSize: number },
  whom: 'workspace' | 'managed units',
) {
  const conditions: (SQL | undefined)[] = [
    eq(userProfiles.workspaceId, scope.workspaceId),
    eq(userProfiles.status, 'active'),
    eq(users.status, 'active'),
    whom === 'managed units' ? inArray(userProfiles.organisationUnitId, [...scope.managedUnits]) : undefined,
  ];
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like)));
  }
  const where = and(...conditions);
  const enrolled =
    event.courseIds.length > 0
      ? sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.learnerProfileId} = ${userProfiles.id} and ${inArray(
          enrolments.catalogItemId,
          [...event.courseIds],
        )} and ${inArray(enrolments.state, [...ENROLLED_STATES, 'not_started', 'in_progress', 'completed'])})`
      : sql<boolean>`false`;
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        emailAddress: users.email,
        profileId: userProfiles.id,
        enrolled,
        bookedSessionId: sql<
          string | null
        >`(select ${eventBookings.sessionId} from ${eventBookings} where ${eventBookings.eventId} = ${event.id} and ${eventBookings.learnerId} = ${users.id} and ${inArray(
          eventBookings.status,
          [...ACTIVE_BOOKING_STATES],
        )} limit 1)`,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db.select({ total: count() }).from(userProfiles).innerJoin(users, eq(users.id, userProfiles.userId)).where(where),
    query,
  );
  return {
    data: rows.map((row) => ({ ...row, enrolled: Boolean(row.enrolled) })),
    pagination: { page: query.page, pageSize: query.pageSize, total },
  };
}
