import {
  BOOKING_MESSAGES,
  DEFAULT_TIME_ZONE,
  EVENT_REFUSALS,
  isDateOnly,
  SESSION_MESSAGES,
  UNLIMITED_BOOKINGS,
  type calendarBodySchema,
  type calendarQuerySchema,
  type cancelOccurrenceBodySchema,
  type createEventBodySchema,
  type createOccurrenceBodySchema,
  type Event,
  type EventAction,
  type listEventsQuerySchema,
  type Occurrence,
  type SessionStatus,
  type updateEventBodySchema,
  type updateOccurrenceBodySchema,
} from '@campus/contracts';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import {
  actingInCustomer,
  hasWorkspace,
  inWorkspace,
  type InWorkspaceScope,
  type Scope,
  type WorkspaceScope,
} from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { workingHoursWarnings } from '../trainers/index.js';
import {
  isCoordinator,
  isEventStaff,
  maySessionActivate,
  maySessionArchive,
  maySessionCancel,
  maySessionEdit,
  sessionStatusAt,
} from './events.policy.js';
import {
  calendarItems,
  customerFileIds,
  deleteEvent,
  hasBookings,
  insertEvent,
  itemsOf,
  findEvent,
  findSession,
  liveBookingCounts,
  lockSession,
  nextSessionsOf,
  peopleNamed,
  updateEvent,
  workspaceCatalogItemIds,
  workspacePeopleWithRole,
  type EventRow,
  type EventSessionRow,
} from './events.repository.js';
import { presentSessions, seatLimit, settingsOf, spacesOf } from './present.js';
import { bookUnderLock, promoteWaiting } from './bookings.service.js';
import { bookingEmails, type RecordBookingEmail } from './booking-emails.js';
import { bumpSequence } from './notifications.repository.js';
import { calendarChanges } from './session-changes.js';
import { allOfWorkspace } from './people.repository.js';
import { eventBookingCounts, eventsForCourse, listEvents } from './event-list.repository.js';
import { cancelSessionRows, liveBookingsOfSession } from './bookings.repository.js';
import {
  deleteSession,
  hasPlacedSessions,
  insertSession,
  reachedRooms,
  replaceItems,
  roomTaken,
  sessionsOfEvent,
  updateSession,
  venueTimeZone,
} from './sessions.repository.js';

type CreateEvent = z.output<typeof createEventBodySchema>;
type UpdateEvent = z.output<typeof updateEventBodySchema>;
type CreateOccurrence = z.output<typeof createOccurrenceBodySchema>;
type UpdateOccurrence = z.output<typeof updateOccurrenceBodySchema>;
type ListQuery = z.output<typeof listEventsQuerySchema>;

const field = (path: string, message: string) => new ValidationError([{ path, message }]);

/**
 * An active session must start in the future (docs/events.md "Sessions in the past"): made or
 * made live with a start already gone, it would be in progress or ended from its first moment,
 * with no time to book. A draft may lie in the past (to record one that happened); it cannot be
 * made active. The earliest date is named, so the form marks it.
 */
function assertStartsAhead(items: readonly { datetimeStart: string }[], title: string, now = Date.now()) {
  const starts = items.map((item) => Date.parse(item.datetimeStart));
  const first = starts.indexOf(Math.min(...starts));
  if (first >= 0 && starts[first]! <= now)
    throw new ValidationError(
      [{ path: `body.items.${first}.datetimeStart`, message: EVENT_REFUSALS.sessionInPast }],
      title,
    ).because(EVENT_REFUSALS.sessionInPast);
}

/**
 * What the caller may do with an event (03 §4), as the use cases below decide it: the
 * coordinator edits an event nobody has booked, adds sessions until it is archived, archives it
 * with no active session and no course, reactivates it once archived, and deletes it when it never
 * had a booking, has no course and no upcoming or running session.
 */
export function eventActionsOf(
  scope: Scope,
  event: Pick<EventRow, 'status' | 'courseIds'>,
  booked: boolean,
  sessions: readonly EventSessionRow[],
  now = new Date(),
): EventAction[] {
  if (!isCoordinator(scope)) return [];
  const actions: EventAction[] = [];
  const archived = event.status === 'archived';
  const running = sessions.some((session) => ['upcoming', 'in_progress'].includes(sessionStatusAt(session, now)));
  const placed = sessions.some((session) => ['upcoming', 'in_progress'].includes(session.status));
  if (!archived && !booked) actions.push('edit');
  if (!archived) actions.push('addSession');
  if (!archived && event.courseIds.length === 0 && !running) actions.push('archive');
  if (archived) actions.push('reactivate');
  if (!booked && event.courseIds.length === 0 && !placed) actions.push('delete');
  return actions;
}

/** The events and sessions use cases (03 §4–§7). Bookings are bookings.service.ts'. */
export function eventsService(services: Pick<AppServices, 'database' | 'jobs'>) {
  const { db } = services.database;
  // Emails are recorded in the change's own transaction (booking-emails.ts).
  const recordEmail = bookingEmails(services.jobs);

  async function reachEvent(tx: Queryable, scope: Scope, id: string, lock = false): Promise<EventRow> {
    const event = await findEvent(tx, scope, id, lock);
    if (!event) throw new NotFoundError();
    // Learners see only active events; the events screens' staff see all of their workspace's.
    if (!isEventStaff(scope) && event.status !== 'active') throw new NotFoundError();
    return event;
  }

  async function presentEvent(tx: Queryable, scope: Scope, row: EventRow): Promise<Event> {
    // The event was reached, so the caller's token names its workspace.
    const workspace = inWorkspace(scope);
    const [people, sessionRows, booked] = await Promise.all([
      peopleNamed(tx, row.coordinatorIds),
      sessionsOfEvent(tx, workspace, row.id),
      hasBookings(tx, workspace, row.id),
    ]);
    const now = new Date();
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      workspaceId: row.workspaceId,
      customerId: row.customerId,
      images: row.imageIds.map((fileId) => ({ fileId })),
      coordinators: row.coordinatorIds.flatMap((id) => {
        const person = people.get(id);
        return person ? [person] : [];
      }),
      courses: row.courseIds.map((id) => ({ id })),
      usedInCourse: row.courseIds.length > 0,
      ...settingsOf(row),
      eventInfo: {
        hasBookings: booked,
        sessions: sessionRows.length,
        activeSessions: sessionRows.filter((session) =>
          ['upcoming', 'in_progress'].includes(sessionStatusAt(session, now)),
        ).length,
      },
      createdAt: row.createdAt.toISOString(),
      allowedActions: eventActionsOf(scope, row, booked, sessionRows),
    };
  }

  /** Coordinators, courses and images must be the caller's workspace's (customer's for files). */
  async function checkReferences(
    tx: Queryable,
    scope: WorkspaceScope,
    input: {
      coordinators?: string[] | undefined;
      courseIds?: string[] | undefined;
      images?: { fileId: string }[] | undefined;
      occurrenceSettings?: { defaultTrainers: string[]; defaultLocation: { id: string } | null } | undefined;
    },
  ) {
    const fields: { path: string; message: string }[] = [];
    if (input.coordinators?.length && !(await allOfWorkspace(tx, scope, input.coordinators)))
      fields.push({ path: 'body.coordinators', message: 'The coordinators is not valid' });
    const defaults = input.occurrenceSettings;
    if (defaults?.defaultTrainers.length && !(await allOfWorkspace(tx, scope, defaults.defaultTrainers)))
      fields.push({ path: 'body.occurrenceSettings', message: 'The defaultTrainers is not valid' });
    if (defaults?.defaultLocation) {
      const [room] = await reachedRooms(tx, scope, [defaults.defaultLocation.id]);
      if (!room) fields.push({ path: 'body.occurrenceSettings', message: 'The defaultLocation is not valid' });
    }
    if (input.courseIds?.length) {
      const ids = [...new Set(input.courseIds)];
      const known = await workspaceCatalogItemIds(tx, scope, ids);
      if (known.size !== ids.length) fields.push({ path: 'body.courseIds', message: 'The courseIds is not valid' });
    }
    if (input.images?.length) {
      const ids = [...new Set(input.images.map((image) => image.fileId))];
      const known = await customerFileIds(tx, scope, ids);
      if (known.size !== ids.length) fields.push({ path: 'body.images', message: 'The images is not valid' });
    }
    if (fields.length > 0) throw new ValidationError(fields);
  }

  // --- Sessions: items, their rooms, conflicts
  async function checkItems(
    tx: Queryable,
    scope: WorkspaceScope,
    items: CreateOccurrence['items'],
    ownSessionId: string | null,
  ) {
    // 03 §5: the dates of one session must not overlap each other.
    const sorted = [...items].sort((a, b) => Date.parse(a.datetimeStart) - Date.parse(b.datetimeStart));
    for (let index = 1; index < sorted.length; index += 1) {
      if (Date.parse(sorted[index]!.datetimeStart) < Date.parse(sorted[index - 1]!.datetimeEnd))
        throw field('body.items', BOOKING_MESSAGES.dateConflict);
    }
    const roomIds = [...new Set(items.flatMap((item) => (item.roomId ? [item.roomId] : [])))];
    const roomRows = await reachedRooms(tx, scope, roomIds, true);
    if (roomRows.length !== roomIds.length) throw field('body.items', 'The roomId is not valid');
    const trainerIds = items.flatMap((item) => item.trainers);
    if (trainerIds.length > 0 && !(await allOfWorkspace(tx, scope, trainerIds)))
      throw field('body.items', 'The trainers is not valid');
    const placeOf = new Map(roomRows.map((row) => [row.id, row]));
    // The same room may not hold two sessions at once (cancelled sessions free it).
    for (const item of items) {
      if (!item.roomId) continue;
      const clash = await roomTaken(
        tx,
        scope,
        item.roomId,
        new Date(item.datetimeStart),
        new Date(item.datetimeEnd),
        ownSessionId,
      );
      if (clash)
        throw new AppError(409, 'room_taken', BOOKING_MESSAGES.roomTaken, [
          { path: 'body.items', message: BOOKING_MESSAGES.roomTaken },
        ]);
    }
    return items.map((item, position) => ({
      datetimeStart: new Date(item.datetimeStart),
      datetimeEnd: new Date(item.datetimeEnd),
      // A room's date is held in its venue's zone, whatever the body says; an online one in the
      // zone sent (docs/events.md "Time zones").
      timeZone: (item.roomId ? placeOf.get(item.roomId)?.timeZone : undefined) ?? item.timeZone ?? DEFAULT_TIME_ZONE,
      roomId: item.roomId,
      venueId: item.roomId ? (placeOf.get(item.roomId)?.venueId ?? null) : null,
      meetingLink: item.meetingLink,
      platform: item.platform,
      virtualAccessDetails: item.virtualAccessDetails,
      trainerIds: [...new Set(item.trainers)],
      position,
    }));
  }

  /** A checked row in the body's shape, for session-changes.ts. */
  const storedItem = (row: Awaited<ReturnType<typeof checkItems>>[number]) => ({
    ...row,
    datetimeStart: row.datetimeStart.toISOString(),
    datetimeEnd: row.datetimeEnd.toISOString(),
  });

  async function writeItems(
    tx: Queryable,
    scope: WorkspaceScope,
    sessionId: string,
    rows: Awaited<ReturnType<typeof checkItems>>,
  ) {
    await replaceItems(tx, scope, sessionId, rows);
    const first = rows[0]!;
    return {
      fromDate: new Date(Math.min(...rows.map((row) => row.datetimeStart.getTime()))),
      toDate: new Date(Math.max(...rows.map((row) => row.datetimeEnd.getTime()))),
      venueId: first.venueId,
      roomId: first.roomId,
      trainerIds: [...new Set(rows.flatMap((row) => row.trainerIds))],
    };
  }

  async function showSession(tx: Queryable, scope: Scope, id: string, warnings: string[] = []): Promise<Occurrence> {
    const found = await findSession(tx, scope, id);
    if (!found) throw new NotFoundError();
    const staff = isEventStaff(scope);
    if (!staff && (found.event.status !== 'active' || found.session.status === 'draft')) throw new NotFoundError();
    const [shown] = await presentSessions(tx, scope, found.event, [found.session], new Date(), warnings);
    return shown!;
  }

  /**
   * The zone a whole-day calendar bound is read in: the venue's when the calendar shows one venue
   * (its rooms' dates are held in that zone), otherwise Europe/London (03 §9). Workspaces have no zone.
   */
  async function calendarZone(scope: Scope, venueIds: readonly string[]): Promise<string> {
    if (venueIds.length !== 1) return DEFAULT_TIME_ZONE;
    return (await venueTimeZone(db, scope, venueIds[0]!)) ?? DEFAULT_TIME_ZONE;
  }

  /** 03 §5: the saved dates outside their trainers' working hours, as warnings with the answer. */
  async function hoursWarnings(scope: WorkspaceScope, sessionId: string) {
    const rows = await itemsOf(db, scope, [sessionId]);
    return workingHoursWarnings(
      db,
      actingInCustomer(scope),
      rows.map(({ item }) => ({
        start: item.datetimeStart,
        end: item.datetimeEnd,
        timeZone: item.timeZone,
        trainerIds: item.trainerIds,
      })),
    );
  }

  async function sessionForChange(tx: Queryable, scope: Scope, id: string) {
    const found = await findSession(tx, scope, id);
    if (!found) throw new NotFoundError();
    if (!isCoordinator(scope)) throw new ForbiddenError().because(EVENT_REFUSALS.coordinatorsOnly);
    // The session was reached, so the caller's token names its workspace.
    const workspace = inWorkspace(scope);
    const session = await lockSession(tx, workspace, id);
    const live = (await liveBookingCounts(tx, workspace, [id])).get(id) ?? 0;
    return { event: found.event, session, live, status: sessionStatusAt(session, new Date()), workspace };
  }

  /**
   * The events table's next session of each event: start, zone, venue and spaces (03 §9 texts).
   * Three queries for the whole page, whatever its size (the list's bench holds it to its bare query).
   */
  async function nextOf(scope: InWorkspaceScope, eventIds: string[]) {
    const sessions = await nextSessionsOf(db, scope, eventIds, new Date());
    const result = new Map<
      string,
      { id: string; fromDate: string; timeZone: string; venueName: string | null; spaces: Occurrence['spaces'] }
    >();
    if (sessions.size === 0) return result;
    const ids = [...sessions.values()].map((session) => session.id);
    const [itemRows, counts] = await Promise.all([itemsOf(db, scope, ids), liveBookingCounts(db, scope, ids)]);
    for (const [eventId, session] of sessions) {
      const items = itemRows.filter((row) => row.item.sessionId === session.id);
      const first = items[0];
      const limit = seatLimit(
        session,
        items.flatMap((row) => (row.room?.id ? [row.room.capacity] : [])),
      );
      result.set(eventId, {
        id: session.id,
        fromDate: session.fromDate.toISOString(),
        timeZone: first?.item.timeZone ?? DEFAULT_TIME_ZONE,
        venueName: first?.venue?.id ? first.venue.name : null,
        spaces: spacesOf(limit, counts.get(session.id) ?? 0),
      });
    }
    return result;
  }

  return {
    // --- Events
    async list(scope: Scope, query: ListQuery) {
      const page = await listEvents(db, scope, query, !isEventStaff(scope));
      if (!page) return { data: [], pagination: { page: query.page, pageSize: query.pageSize, total: 0 } };
      const { rows, total } = page;
      // Events were listed, so the caller's token names a workspace.
      const next = hasWorkspace(scope)
        ? await nextOf(
            scope,
            rows.map((row) => row.id),
          )
        : new Map();
      return {
        data: rows.map((row) => ({
          ...row,
          sessions: Number(row.sessions),
          firstDate: row.firstDate ? new Date(row.firstDate).toISOString() : null,
          lastDate: row.lastDate ? new Date(row.lastDate).toISOString() : null,
          nextSession: next.get(row.id) ?? null,
        })),
        pagination: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    /** The calendar view's dated items (03 §7 POST /report/calendar); learners see active events' only. */
    async calendar(
      scope: Scope,
      query: z.output<typeof calendarQuerySchema>,
      body: z.output<typeof calendarBodySchema>,
    ) {
      const now = new Date();
      const zone = await calendarZone(scope, body.filters.venueIds);
      const rows = await calendarItems(
        db,
        scope,
        calendarBoundAt(query.dateStart, 'start', zone),
        calendarBoundAt(query.dateEnd, 'end', zone),
        body.filters,
        !isEventStaff(scope),
      );
      return {
        data: rows.map(({ item, session, eventName, venueName, roomName }) => ({
          itemId: item.id,
          sessionId: session.id,
          eventId: session.eventId,
          eventName,
          sessionStatus: sessionStatusAt(session, now),
          datetimeStart: item.datetimeStart.toISOString(),
          datetimeEnd: item.datetimeEnd.toISOString(),
          timeZone: item.timeZone,
          venueName: venueName ?? null,
          roomName: roomName ?? null,
          online: item.roomId === null,
        })),
      };
    },

    /** The coordinators and trainers pickers: people of the caller's workspace holding the role. */
    async profileUsers(scope: Scope, role: 'event_coordinator' | 'trainer') {
      return { data: await workspacePeopleWithRole(db, scope, role) };
    },

    async get(scope: Scope, id: string) {
      return presentEvent(db, scope, await reachEvent(db, scope, id));
    },

    async settings(scope: Scope, id: string) {
      const event = await reachEvent(db, scope, id);
      return { id: event.id, ...settingsOf(event) };
    },

    async summary(scope: Scope, id: string) {
      const event = await reachEvent(db, scope, id);
      const workspace = inWorkspace(scope);
      const sessionRows = await sessionsOfEvent(db, workspace, id);
      const now = new Date();
      const sessions = { total: sessionRows.length, draft: 0, upcoming: 0, in_progress: 0, ended: 0, cancelled: 0 };
      for (const session of sessionRows) sessions[sessionStatusAt(session, now)] += 1;
      const { byStatus: bookingRows, waiting } = await eventBookingCounts(db, workspace, id);
      const of = (status: string) => Number(bookingRows.find((row) => row.status === status)?.n ?? 0);
      return {
        id: event.id,
        name: event.name,
        status: event.status,
        sessions,
        bookings: {
          booked: of('booked'),
          requests: of('request'),
          cancelled: of('cancelled'),
          waiting,
        },
      };
    },

    async sessions(scope: Scope, id: string) {
      const event = await reachEvent(db, scope, id);
      const rows = await sessionsOfEvent(db, inWorkspace(scope), id, { offered: !isEventStaff(scope), ordered: true });
      const data = await presentSessions(db, scope, event, rows);
      return { data, pagination: { page: 1, pageSize: data.length, total: data.length } };
    },

    /** Events a course may take: active or draft, not yet assigned to this catalogue item. */
    async availableForCourse(scope: Scope, catalogItemId: string) {
      // A caller without a workspace reaches no catalogue item: 404, as for another workspace's.
      const known = hasWorkspace(scope) ? await workspaceCatalogItemIds(db, scope, [catalogItemId]) : new Set();
      const rows = known.size > 0 ? await eventsForCourse(db, scope, catalogItemId) : null;
      if (!rows) throw new NotFoundError();
      return { data: rows.map((row) => ({ ...row, sessions: 0, firstDate: null, lastDate: null, nextSession: null })) };
    },

    async create(caller: Scope, body: CreateEvent) {
      // Only event coordinators are let in, and that role is held in a workspace.
      const scope = inWorkspace(caller);
      return db.transaction(async (tx) => {
        await checkReferences(tx, scope, body);
        const row = await insertEvent(tx, scope, {
          name: body.name,
          description: body.description,
          status: body.status,
          occurrenceSettings: body.occurrenceSettings,
          bookingSettings: body.bookingSettings,
          cancellationSettings: body.cancellationSettings,
          completionSettings: body.completionSettings,
          costsSettings: body.costsSettings,
          imageIds: [...new Set(body.images.map((image) => image.fileId))],
          // 03 §5: no coordinators given, the creator coordinates.
          coordinatorIds: body.coordinators.length > 0 ? [...new Set(body.coordinators)] : [scope.userId],
          courseIds: [...new Set(body.courseIds)],
          createdBy: scope.userId,
        });
        return presentEvent(tx, scope, row);
      });
    },

    async update(scope: Scope, body: UpdateEvent) {
      return db.transaction(async (tx) => {
        const event = await reachEvent(tx, scope, body.id, true);
        if (event.status === 'archived') throw new ConflictError('An archived event can’t be edited.');
        // The event was reached, so the caller's token names its workspace.
        const workspace = inWorkspace(scope);
        const { id: _id, status, ...changes } = body;
        const editing = Object.values(changes).some((value) => value !== undefined);
        // 03 §4: editing blocked once the event has bookings (status editing stays allowed).
        if (editing && (await hasBookings(tx, workspace, event.id)))
          throw new ConflictError(BOOKING_MESSAGES.eventHasBookings);
        await checkReferences(tx, workspace, changes);
        const row = await updateEvent(tx, scope, event.id, {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.description !== undefined && { description: changes.description }),
          ...(status !== undefined && { status }),
          ...(changes.occurrenceSettings && { occurrenceSettings: changes.occurrenceSettings }),
          ...(changes.bookingSettings && { bookingSettings: changes.bookingSettings }),
          ...(changes.cancellationSettings && { cancellationSettings: changes.cancellationSettings }),
          ...(changes.completionSettings && { completionSettings: changes.completionSettings }),
          ...(changes.costsSettings && { costsSettings: changes.costsSettings }),
          ...(changes.images && { imageIds: [...new Set(changes.images.map((image) => image.fileId))] }),
          ...(changes.coordinators && {
            coordinatorIds: changes.coordinators.length > 0 ? [...new Set(changes.coordinators)] : [workspace.userId],
          }),
          ...(changes.courseIds && { courseIds: [...new Set(changes.courseIds)] }),
        });
        return presentEvent(tx, scope, row);
      });
    },

    /** 03 §4: archive only with no active sessions and not used on courses. */
    async archive(scope: Scope, id: string) {
      return db.transaction(async (tx) => {
        const event = await reachEvent(tx, scope, id, true);
        if (event.status === 'archived') throw new ConflictError('The event is already archived.');
        if (event.courseIds.length > 0) throw new ConflictError('An event used in a course can’t be archived.');
        const sessionRows = await sessionsOfEvent(tx, inWorkspace(scope), id);
        const now = new Date();
        if (sessionRows.some((session) => ['upcoming', 'in_progress'].includes(sessionStatusAt(session, now))))
          throw new ConflictError('An event with active sessions can’t be archived.');
        const row = await updateEvent(tx, scope, id, { status: 'archived' });
        return presentEvent(tx, scope, row);
      });
    },

    async reactivate(scope: Scope, id: string) {
      return db.transaction(async (tx) => {
        const event = await reachEvent(tx, scope, id, true);
        if (event.status !== 'archived') throw new ConflictError('Only an archived event can be reactivated.');
        const row = await updateEvent(tx, scope, id, { status: 'active' });
        return presentEvent(tx, scope, row);
      });
    },

    /** Removal: an event nobody ever booked and no course uses (its history stays otherwise: archive). */
    async remove(scope: Scope, id: string) {
      await db.transaction(async (tx) => {
        const event = await reachEvent(tx, scope, id, true);
        const workspace = inWorkspace(scope);
        if (event.courseIds.length > 0) throw new ConflictError('An event used in a course can’t be removed.');
        if (await hasBookings(tx, workspace, id))
          throw new ConflictError('An event with bookings can’t be removed: archive it instead.');
        if (await hasPlacedSessions(tx, workspace, id))
          throw new ConflictError('An event with active sessions can’t be removed.');
        await deleteEvent(tx, scope, id);
      });
    },

    // --- Sessions (occurrences)
    showSession: (scope: Scope, id: string) => showSession(db, scope, id),

    async createSession(scope: Scope, body: CreateOccurrence) {
      if (body.active) assertStartsAhead(body.items, SESSION_MESSAGES.notCreated);
      const id = await db.transaction(async (tx) => {
        const event = await reachEvent(tx, scope, body.eventId, true);
        if (event.status === 'archived')
          throw new ConflictError(SESSION_MESSAGES.notCreated).because(EVENT_REFUSALS.eventArchived);
        const { bookingSettings, occurrenceSettings } = settingsOf(event);
        // The event was reached, so the caller's token names its workspace.
        const workspace = inWorkspace(scope);
        const items = await checkItems(tx, workspace, body.items, null);
        if (body.coordinators.length > 0 && !(await allOfWorkspace(tx, workspace, body.coordinators)))
          throw field('body.coordinators', 'The coordinators is not valid');
        const session = await insertSession(tx, workspace, {
          eventId: event.id,
          status: body.active ? 'upcoming' : 'draft',
          sessionType: body.sessionType ?? occurrenceSettings.sessionType,
          enableTrainers: occurrenceSettings.enableTrainers,
          ...limitsOf({
            maxBookingLimitType: body.maxBookingLimitType ?? bookingSettings.maxBookingLimitType,
            maxBookingLimit: body.maxBookingLimit ?? bookingSettings.maxBookingLimit,
          }),
          minBookingLimit: body.minBookingLimit ?? bookingSettings.minBookingLimit,
          coordinatorIds: body.coordinators.length > 0 ? body.coordinators : event.coordinatorIds,
          fromDate: items[0]!.datetimeStart,
          toDate: items[0]!.datetimeEnd,
        });
        const span = await writeItems(tx, workspace, session.id, items);
        await updateSession(tx, workspace, session.id, span);
        return session.id;
      });
      return showSession(db, scope, id, await hoursWarnings(inWorkspace(scope), id));
    },

    async updateSession(scope: Scope, body: UpdateOccurrence) {
      await db.transaction(async (tx) => {
        const { session, live, status, workspace } = await sessionForChange(tx, scope, body.id);
        if (!maySessionEdit(status, live))
          throw new ConflictError(SESSION_MESSAGES.notUpdated).because(whyNotEditable(status, live));
        if (body.coordinators?.length && !(await allOfWorkspace(tx, workspace, body.coordinators)))
          throw field('body.coordinators', 'The coordinators is not valid');
        const changes: Partial<EventSessionRow> = {
          ...(body.sessionType && { sessionType: body.sessionType }),
          ...(body.maxBookingLimitType && {
            ...limitsOf({
              maxBookingLimitType: body.maxBookingLimitType,
              maxBookingLimit: body.maxBookingLimit ?? session.maxBookingLimit,
            }),
          }),
          ...(!body.maxBookingLimitType &&
            body.maxBookingLimit !== undefined && { maxBookingLimit: body.maxBookingLimit }),
          ...(body.minBookingLimit !== undefined && { minBookingLimit: body.minBookingLimit }),
          ...(body.coordinators && { coordinatorIds: body.coordinators }),
        };
        // Moving an upcoming session's dates into the past would end it at once; a session already
        // under way keeps its first date, which has passed.
        if (body.items && status === 'upcoming') assertStartsAhead(body.items, SESSION_MESSAGES.notUpdated);
        const rows = body.items ? await checkItems(tx, workspace, body.items, session.id) : null;
        // Dates or rooms changing bump the calendar SEQUENCE (session-changes.ts), compared as
        // they will be stored (a room's date takes its venue's zone, whatever the body said).
        const calendar = rows ? await calendarChanges(tx, workspace, session.id, rows.map(storedItem)) : null;
        if (rows) Object.assign(changes, await writeItems(tx, workspace, session.id, rows));
        if (Object.keys(changes).length > 0) await updateSession(tx, workspace, session.id, changes);
        if (calendar?.changed) await bumpSequence(tx, workspace, session.id);
        if (calendar?.changed)
          await recordEmail(tx, workspace, {
            kind: 'sessionChanged',
            sessionId: session.id,
            removed: calendar.removed,
          });
      });
      return showSession(db, scope, body.id, await hoursWarnings(inWorkspace(scope), body.id));
    },

    async activate(scope: Scope, body: { occurrenceId: string; active: boolean }) {
      await db.transaction(async (tx) => {
        const { session, live, status, event, workspace } = await sessionForChange(tx, scope, body.occurrenceId);
        if (!maySessionActivate(status, body.active, live))
          throw new ConflictError(SESSION_MESSAGES.notUpdated).because(
            body.active
              ? EVENT_REFUSALS.activateOnlyDraft
              : status === 'upcoming'
                ? EVENT_REFUSALS.draftHasBookings
                : EVENT_REFUSALS.draftOnlyUpcoming,
          );
        if (body.active && event.status === 'archived')
          throw new ConflictError(SESSION_MESSAGES.notUpdated).because(EVENT_REFUSALS.eventArchived);
        if (body.active && session.fromDate.getTime() <= Date.now())
          throw new ConflictError(SESSION_MESSAGES.notUpdated).because(EVENT_REFUSALS.sessionInPast);
        await updateSession(tx, workspace, session.id, { status: body.active ? 'upcoming' : 'draft' });
      });
      return showSession(db, scope, body.occurrenceId);
    },

    /** Removal of a draft or cancelled session with no live bookings (03 §4). */
    async archiveSession(scope: Scope, occurrenceId: string) {
      await db.transaction(async (tx) => {
        const { session, live, status, workspace } = await sessionForChange(tx, scope, occurrenceId);
        if (!maySessionArchive(status, live))
          throw new ConflictError(SESSION_MESSAGES.notArchived).because(EVENT_REFUSALS.archiveLive);
        await deleteSession(tx, workspace, session.id);
      });
    },

    /**
     * Cancel only, or cancel and copy the live bookings to another active session of the same
     * event; learners who cannot be copied come back as `expiredLearners` (03 §4).
     */
    async cancelSession(scope: Scope, body: z.output<typeof cancelOccurrenceBodySchema>) {
      const result = await db.transaction(async (tx) => {
        const { session, status, event, workspace } = await sessionForChange(tx, scope, body.occurrenceId);
        if (!maySessionCancel(status))
          throw new ConflictError(SESSION_MESSAGES.notCancelled).because(
            [EVENT_REFUSALS.cancelOnlyDraftOrUpcoming, whyNotUpcoming(status)].filter(Boolean).join(' '),
          );
        let target: EventSessionRow | null = null;
        if (body.targetOccurrenceId) {
          if (body.targetOccurrenceId === session.id)
            throw field('body.targetOccurrenceId', 'The targetOccurrenceId is not valid');
          const found = await findSession(tx, scope, body.targetOccurrenceId);
          if (!found || found.event.id !== event.id)
            throw field('body.targetOccurrenceId', 'The targetOccurrenceId is not valid');
          if (sessionStatusAt(found.session, new Date()) !== 'upcoming')
            throw field('body.targetOccurrenceId', 'The target session must be active and upcoming');
          target = found.session;
        }
        const outcome = await cancelLockedSession(tx, workspace, {
          event,
          session,
          target,
          cancelledBy: scope.userId,
        });
        await recordSessionCancelledEmails(tx, workspace, recordEmail, outcome);
        return outcome;
      });
      return {
        occurrence: await showSession(db, scope, body.occurrenceId),
        copied: result.copied,
        expiredLearners: result.expiredLearners,
      };
    },

    promoteWaiting,
  };
}

export type EventsService = ReturnType<typeof eventsService>;

/**
 * A calendar bound as an instant: an ISO date-time as it says; a date (`YYYY-MM-DD`) from the first
 * moment of that day (start) or to its last (end) in `zone`, so `2026-03-01`…`2026-03-31` is March.
 */
export function calendarBoundAt(value: string, edge: 'start' | 'end', zone: string): Date {
  if (!isDateOnly(value)) return new Date(value);
  const day = DateTime.fromISO(value, { zone });
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).toJSDate();
}

/** What stands in the way of an upcoming session, for a refusal's reason. */
function whyNotUpcoming(status: SessionStatus): string {
  if (status === 'ended') return EVENT_REFUSALS.sessionEnded;
  if (status === 'in_progress') return EVENT_REFUSALS.sessionInProgress;
  if (status === 'cancelled') return EVENT_REFUSALS.sessionCancelled;
  return '';
}

/** Why `maySessionEdit` said no (03 §4 "edit allowed when not ended and (was draft or no active booked learners)"). */
function whyNotEditable(status: SessionStatus, live: number): string {
  if (status === 'ended' || status === 'cancelled') return whyNotUpcoming(status);
  return live > 0 ? EVENT_REFUSALS.sessionHasBookings : whyNotUpcoming(status);
}

/**
 * Cancels a session whose row the caller holds locked: its live bookings are cancelled (and copied
 * to `target` when given), its waiting list closed and its calendar SEQUENCE bumped. Shared by a
 * coordinator's cancel and the minimum-numbers job (event-jobs.ts), each in the event's workspace;
 * the caller records the emails in the same transaction (`recordSessionCancelledEmails`).
 */
export async function cancelLockedSession(
  tx: Queryable,
  scope: InWorkspaceScope,
  input: { event: EventRow; session: EventSessionRow; target: EventSessionRow | null; cancelledBy: string | null },
) {
  const { event, session, target } = input;
  const moving = await liveBookingsOfSession(tx, scope, session.id);
  await cancelSessionRows(tx, scope, session.id, input.cancelledBy);
  await bumpSequence(tx, scope, session.id);
  const copiedIds: string[] = [];
  const expiredLearners: { learnerId: string; reason: string }[] = [];
  if (target) {
    const locked = await lockSession(tx, scope, target.id);
    for (const booking of moving) {
      const outcome = await bookUnderLock(tx, scope, {
        event,
        session: locked,
        learnerId: booking.learnerId,
        form: booking.form,
        createdBy: input.cancelledBy,
        byStaff: true,
        status: booking.status,
        // A coordinator's move: the people were let in when they booked the cancelled session.
        ignore: ['NoLongerAccepting', 'LearnerEnrolment', 'EventHasNoCourses', 'LmsUnavailable'],
      });
      if (outcome.booked) copiedIds.push(outcome.booking.id);
      else expiredLearners.push({ learnerId: booking.learnerId, reason: outcome.reason });
    }
  }
  return {
    cancelled: moving.map((booking) => ({ id: booking.id, status: booking.status })),
    copiedIds,
    copied: copiedIds.length,
    expiredLearners,
  };
}

/** With a session's cancel: everyone it cancelled is told; those copied get their new booking. */
export async function recordSessionCancelledEmails(
  tx: Queryable,
  scope: InWorkspaceScope,
  recordEmail: RecordBookingEmail,
  result: Awaited<ReturnType<typeof cancelLockedSession>>,
): Promise<void> {
  await recordEmail(tx, scope, { kind: 'sessionCancelled', bookings: result.cancelled });
  for (const bookingId of result.copiedIds) await recordEmail(tx, scope, { kind: 'bookingMade', bookingId });
}

/** 03 §5: unlimited is kept as fixed with 999999. */
function limitsOf(limits: { maxBookingLimitType: 'roomBased' | 'fixed' | 'unlimited'; maxBookingLimit: number }) {
  return limits.maxBookingLimitType === 'unlimited'
    ? { maxBookingLimitType: 'fixed' as const, maxBookingLimit: UNLIMITED_BOOKINGS }
    : limits;
}
