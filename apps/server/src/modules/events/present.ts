import { UNLIMITED_BOOKINGS, type Occurrence, type SessionAction, type SessionStatus } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { learnerBookingsOn, learnerWaitingPlaces } from './bookings.repository.js';
import { inWorkspace, type Scope } from '../../lib/scope.js';
import {
  before,
  isCoordinator,
  mayActForOthers,
  mayBookOthersOn,
  mayBulkBookSession,
  maySessionActivate,
  maySessionArchive,
  maySessionCancel,
  maySessionEdit,
  sessionStatusAt,
} from './events.policy.js';
import {
  itemsOf,
  liveBookingCounts,
  peopleNamed,
  positionOf,
  type EventRow,
  type EventSessionRow,
} from './events.repository.js';
import { EVENT_DEFAULTS } from '@campus/contracts';
import { dateFormat } from '../../lib/date-format.js';
import { filledFromCounts, sessionCompletionFlags, userCompletionStatus } from './registers/completion.js';
import { outcomesOf, recordsOfSessions, type SessionRecordCounts } from './registers/registers.repository.js';

/** Local date and time of an instant in a zone: 'YYYY-MM-DD', 'HH:mm'. */
export function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export const settingsOf = (event: EventRow) => ({
  occurrenceSettings: event.occurrenceSettings ?? EVENT_DEFAULTS.occurrenceSettings,
  bookingSettings: event.bookingSettings ?? EVENT_DEFAULTS.bookingSettings,
  cancellationSettings: event.cancellationSettings ?? EVENT_DEFAULTS.cancellationSettings,
  completionSettings: event.completionSettings ?? EVENT_DEFAULTS.completionSettings,
  costsSettings: event.costsSettings ?? EVENT_DEFAULTS.costsSettings,
});

/**
 * The seat limit of a session (03 §5): fixed (999999 = unlimited, shown as null), or room based:
 * the smallest room capacity among its dates (the fixed maximum when no date has a room).
 */
export function seatLimit(
  session: Pick<EventSessionRow, 'maxBookingLimitType' | 'maxBookingLimit'>,
  roomCapacities: readonly number[],
): number | null {
  if (session.maxBookingLimitType === 'unlimited') return null;
  if (session.maxBookingLimitType === 'roomBased' && roomCapacities.length > 0) return Math.min(...roomCapacities);
  return session.maxBookingLimit >= UNLIMITED_BOOKINGS ? null : session.maxBookingLimit;
}

export const spacesOf = (limit: number | null, booked: number) => ({
  limit,
  available: limit === null ? null : Math.max(0, limit - booked),
  booked,
});

/**
 * What the caller may do with a session (03 §4), so the screens show only what the server would
 * accept: changes are the coordinator's; managing bookings is also the session's trainers';
 * booking (the bulk booking of `bookings-bulk`) is the coordinator's, the trainers' and the
 * managers' (for their units' people) while `mayBulkBookSession` holds.
 */
export function sessionActionsOf(
  scope: Scope,
  event: Pick<EventRow, 'status' | 'completionSettings'>,
  session: Pick<EventSessionRow, 'trainerIds'>,
  status: SessionStatus,
  live: number,
): SessionAction[] {
  const actions: SessionAction[] = [];
  if (isCoordinator(scope)) {
    if (maySessionEdit(status, live)) actions.push('edit');
    if (maySessionActivate(status, true, live)) actions.push('activate');
    if (maySessionActivate(status, false, live)) actions.push('deactivate');
    if (maySessionCancel(status)) actions.push('cancel');
    if (maySessionArchive(status, live)) actions.push('archive');
  }
  const completion = (event.completionSettings ?? EVENT_DEFAULTS.completionSettings).completionType;
  if (mayBookOthersOn(scope, session) && mayBulkBookSession(event.status, status, completion)) actions.push('book');
  if (mayActForOthers(scope, session)) actions.push('manageBookings');
  return actions;
}

/** Sessions as the contract shows them, for the caller (their own booking and queue place). */
export async function presentSessions(
  db: Queryable,
  scope: Scope,
  event: EventRow,
  sessions: EventSessionRow[],
  now = new Date(),
  warnings: string[] = [],
): Promise<Occurrence[]> {
  const ids = sessions.map((session) => session.id);
  // The event was reached, so the caller's token names its workspace (and the person).
  const workspace = inWorkspace(scope);
  const [itemRows, counts, mine, queued, records, outcomes] = await Promise.all([
    itemsOf(db, workspace, ids),
    liveBookingCounts(db, workspace, ids),
    learnerBookingsOn(db, workspace, ids, workspace.userId),
    learnerWaitingPlaces(db, workspace, event.id, workspace.userId),
    recordsOfSessions(db, workspace, ids),
    outcomesOf(db, workspace, ids, workspace.userId),
  ]);
  const trainers = await peopleNamed(
    db,
    itemRows.flatMap((row) => row.item.trainerIds),
  );
  const { cancellationSettings, bookingSettings, completionSettings } = settingsOf(event);
  const result: Occurrence[] = [];
  for (const session of sessions) {
    const items = itemRows.filter((row) => row.item.sessionId === session.id);
    const status: SessionStatus = sessionStatusAt(session, now);
    const limit = seatLimit(
      session,
      items.flatMap((row) => (row.room ? [row.room.capacity] : [])),
    );
    const booking = mine
      .filter((row) => row.sessionId === session.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const subscription =
      queued.find((row) => row.sessionId === session.id) ?? queued.find((row) => row.sessionId === null);
    const acceptationDate = before(session.fromDate, bookingSettings.bookingAcceptanceLimit);
    const cancellationDate = before(session.fromDate, cancellationSettings.selfCancellationLimit);
    result.push({
      id: session.id,
      eventId: event.id,
      eventName: event.name,
      status,
      fromDate: session.fromDate.toISOString(),
      toDate: session.toDate.toISOString(),
      sessionType: session.sessionType,
      maxBookingLimitType: session.maxBookingLimitType,
      maxBookingLimit: session.maxBookingLimit,
      minBookingLimit: session.minBookingLimit,
      spaces: spacesOf(limit, counts.get(session.id) ?? 0),
      items: items.map(({ item, venue, room }) => {
        const start = localParts(item.datetimeStart, item.timeZone);
        const end = localParts(item.datetimeEnd, item.timeZone);
        return {
          id: item.id,
          date: start.date,
          datetimeStart: item.datetimeStart.toISOString(),
          datetimeEnd: item.datetimeEnd.toISOString(),
          timeZone: item.timeZone,
          localDate: start.date,
          localStart: start.time,
          localEnd: end.time,
          roomId: item.roomId,
          venueId: item.venueId,
          venue: venue?.id ? { id: venue.id, name: venue.name, address: venue.address } : null,
          room: room?.id ? { id: room.id, name: room.name, capacity: room.capacity } : null,
          trainers: item.trainerIds.flatMap((id) => {
            const person = trainers.get(id);
            return person ? [person] : [];
          }),
          meetingLink: item.meetingLink,
          platform: item.platform,
          virtualAccessDetails: item.virtualAccessDetails,
        };
      }),
      coordinators: session.coordinatorIds,
      trainers: session.trainerIds,
      isActive: status !== 'draft' && status !== 'cancelled',
      userBookingStatus: booking?.status ?? null,
      userBookingId: booking?.id ?? null,
      userSubscription: subscription
        ? { id: subscription.id, position: await positionOf(db, workspace, subscription) }
        : null,
      sessionInfo: {
        startDate: session.fromDate.toISOString(),
        endDate: session.toDate.toISOString(),
        hasEnded: status === 'ended',
        inProgress: status === 'in_progress',
      },
      bookingInfo: {
        acceptationAllowed: status === 'upcoming' && now <= acceptationDate,
        acceptationDate: acceptationDate.toISOString(),
        cancellationAllowed:
          status === 'upcoming' && cancellationSettings.selfCancellationAllowed && now <= cancellationDate,
        cancellationDate: cancellationDate.toISOString(),
      },
      warnings,
      allowedActions: sessionActionsOf(scope, event, session, status, counts.get(session.id) ?? 0),
      ...completionOf(status, completionSettings, records.get(session.id)),
      userCompletionStatus: userCompletionStatus({
        sessionStatus: status,
        bookingStatus: booking?.status ?? null,
        completionType: completionSettings.completionType,
        outcome: booking ? (outcomes.get(booking.id) ?? null) : null,
      }),
    });
  }
  return result;
}

/** The session's completion flags (03 §3) from what is recorded of it (registers/completion.ts). */
function completionOf(
  status: SessionStatus,
  settings: ReturnType<typeof settingsOf>['completionSettings'],
  records: SessionRecordCounts | undefined,
) {
  const registers = (records?.registers ?? []).map((register) => ({
    completed: register.completed,
    filled: filledFromCounts(register, settings),
  }));
  return sessionCompletionFlags(status, settings, {
    registers,
    summary: { completed: records?.summaryCompleted ?? false, filled: (records?.summaryUnmarked ?? 1) === 0 },
    hasOutcomes: records?.hasOutcomes ?? false,
  });
}
