import {
  BOOKING_BLOCKED,
  DEFAULT_TIME_ZONE,
  EVENT_OPERATION_MESSAGES,
  EVENT_REFUSALS,
  type BlockedReason,
  type BookingStatus,
  type bulkBookingBodySchema,
  type checkAssetsBodySchema,
  type updateBookingBodySchema,
  type usersAvailableQuerySchema,
} from '@campus/contracts';
import type { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Queryable } from '../../db/client.js';
import { actingInCustomer, hasWorkspace, inWorkspace, type Scope, type WorkspaceScope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import type { MailPriority } from '../../services/mail/mailer.js';
import { bookingEmails } from './booking-emails.js';
import { trainersOfWorkspace, withinHoursOf, workingHoursWarnings } from '../trainers/index.js';
import {
  BookingBlockedError,
  blockedReasons,
  bookUnderLock,
  presentBooking,
  reachBooking,
  seatsOf,
} from './bookings.service.js';
import {
  isCoordinator,
  isEventStaff,
  managesUnit,
  mayActForOthers,
  mayBulkBookSession,
  sessionStatusAt,
} from './events.policy.js';
import {
  findEvent,
  findSession,
  itemsOf,
  lockSession,
  type EventRow,
  type EventSessionRow,
} from './events.repository.js';
import { invitationEmail } from './invitation-email.js';
import { activeProfileIn, hasProfileIn, profilesOf } from './people.repository.js';
import {
  ACTIVE_BOOKING_STATES,
  bookingRow,
  insertWaitingPlace,
  leaveWaitingPlaces,
  learnerBookingsInReach,
  sessionCounts,
  subscriptionsInReach,
  updateBooking,
  waitingOnSession,
} from './bookings.repository.js';
import {
  busyTrainerIds,
  overlappingItems,
  reachedRooms,
  sessionsOfEvent,
  workspacePeopleNamed,
} from './sessions.repository.js';
import { localParts, presentSessions, seatLimit, settingsOf, spacesOf } from './present.js';

type BulkRow = z.output<typeof bulkBookingBodySchema>[number];
type RowResult = {
  learnerId: string;
  occurrenceId: string;
  result: 'booked' | 'request' | 'invite' | 'waiting' | 'blocked';
  booking: ReturnType<typeof presentBooking> | null;
  subscriptionId: string | null;
  reason: BlockedReason | null;
  message: string | null;
  hint: string | null;
};

const blockedRow = (row: BulkRow, reason: BlockedReason): RowResult => ({
  learnerId: row.learnerId,
  occurrenceId: row.occurrenceId,
  result: 'blocked',
  booking: null,
  subscriptionId: null,
  reason,
  ...BOOKING_BLOCKED[reason],
});

/**
 * Bulk booking and invitations (03 §4), waiting lists in bulk, the sessions summary, the clash
 * check, the session offered to a learner, a learner's bookings and free trainers (03 §7). The
 * booking engine itself (checks, seat lock, promotion) is bookings.service.ts'.
 */
export function eventOperationsService({
  database,
  mailer,
  config,
  jobs,
}: Pick<AppServices, 'database' | 'mailer' | 'config' | 'jobs'>) {
  const { db } = database;
  // Booking emails are recorded in each row's own transaction (booking-emails.ts).
  const recordEmail = bookingEmails(jobs);

  /** The invitation email, recorded through `tx` (the invitation's own transaction, when it has one). */
  async function sendInvitation(
    tx: Queryable,
    scope: WorkspaceScope,
    event: EventRow,
    session: EventSessionRow,
    learnerId: string,
    priority: MailPriority,
  ) {
    const person = (await profilesOf(tx, scope, [learnerId])).get(learnerId);
    if (!person) return;
    const items = await itemsOf(tx, scope, [session.id]);
    await mailer.send(
      {
        ...invitationEmail({
          event,
          sessionId: session.id,
          person,
          items: items.map(({ item, venue, room }) => ({
            start: item.datetimeStart,
            end: item.datetimeEnd,
            timeZone: item.timeZone,
            place: room?.id ? `${room.name}, ${venue?.name ?? ''}`.replace(/, $/, '') : 'Online',
          })),
          publicUrl: config.publicUrl,
        }),
        to: person.email,
        customerId: event.customerId,
        workspaceId: event.workspaceId,
      },
      { db: tx, priority },
    );
  }

  return {
    /**
     * POST /bookings-bulk: every row is checked for reach first (another customer's session or
     * learner: 404, someone the caller may not act for: 403, nothing written); then each row is
     * booked in its own transaction and answers its own result.
     */
    async bulkBook(scope: Scope, rows: z.output<typeof bulkBookingBodySchema>) {
      const checked: { row: BulkRow; event: EventRow; session: EventSessionRow; workspace: WorkspaceScope }[] = [];
      for (const row of rows) {
        const found = await findSession(db, scope, row.occurrenceId);
        if (!found || found.event.id !== row.eventId) throw new NotFoundError();
        // The session was reached, so the caller's token names its workspace.
        const workspace = inWorkspace(scope);
        const person = (await profilesOf(db, workspace, [row.learnerId])).get(row.learnerId);
        if (!person) throw new NotFoundError();
        const staff = mayActForOthers(scope, found.session) || managesUnit(scope, person.organisationUnitId);
        if (!staff) throw new ForbiddenError().because(EVENT_REFUSALS.notForThisPerson);
        checked.push({ row, ...found, workspace });
      }
      const results: RowResult[] = [];
      for (const { row, event: current, session: stale, workspace } of checked) {
        const outcome = await db.transaction(async (tx): Promise<RowResult> => {
          const session = await lockSession(tx, workspace, stale.id);
          const event = (await findEvent(tx, scope, current.id))!;
          const status = sessionStatusAt(session, new Date());
          if (!mayBulkBookSession(event.status, status, settingsOf(event).completionSettings.completionType))
            return blockedRow(
              row,
              status === 'ended' || status === 'in_progress' ? 'AlreadyStarted' : 'NoLongerAccepting',
            );
          const booked = await bookUnderLock(tx, workspace, {
            event,
            session,
            learnerId: row.learnerId,
            form: row.form,
            createdBy: scope.userId,
            byStaff: true,
            status: row.invite ? 'invite' : undefined,
            lms: scope.actor.services.includes('LMS'),
            // 03 §4: staff book drafts, running sessions and ended ones awaiting completion.
            ignore: ['AlreadyStarted', 'NoLongerAccepting'],
          });
          if (booked.booked) {
            // Invitations to many wait behind people's own mail.
            if (booked.booking.status === 'invite')
              await sendInvitation(tx, workspace, event, session, row.learnerId, 'bulk');
            else await recordEmail(tx, workspace, { kind: 'bookingMade', bookingId: booked.booking.id });
            return {
              learnerId: row.learnerId,
              occurrenceId: row.occurrenceId,
              result: booked.booking.status as 'booked' | 'request' | 'invite',
              booking: presentBooking(booked.booking),
              subscriptionId: null,
              reason: null,
              message: null,
              hint: null,
            };
          }
          if (booked.reason === 'FullyBooked' && row.joinWaitingList && !row.invite) {
            const joined = await insertWaitingPlace(tx, workspace, {
              eventId: event.id,
              sessionId: session.id,
              learnerId: row.learnerId,
              createdBy: scope.userId,
            });
            // Someone already on the list was told when they joined it.
            if (joined)
              await recordEmail(tx, workspace, {
                kind: 'waitingListJoined',
                learnerId: row.learnerId,
                eventId: event.id,
                sessionId: session.id,
                position: null,
              });
            const entry = await waitingOnSession(tx, workspace, session.id, row.learnerId);
            return {
              learnerId: row.learnerId,
              occurrenceId: row.occurrenceId,
              result: 'waiting',
              booking: null,
              subscriptionId: entry?.id ?? null,
              reason: null,
              message: null,
              hint: null,
            };
          }
          return blockedRow(row, booked.reason);
        });
        results.push(outcome);
      }
      return { data: results };
    },

    /** PATCH /bookings accept (the learner takes up an invitation) or resend (staff). */
    async answerInvitation(scope: Scope, body: z.output<typeof updateBookingBodySchema>) {
      const found = await reachBooking(db, scope, body.id);
      if (body.action === 'resend') {
        if (!found.staff) throw new ForbiddenError().because(EVENT_REFUSALS.staffOnlySession);
        if (found.booking.status !== 'invite') throw new ConflictError(EVENT_OPERATION_MESSAGES.notAnInvite);
        await db.transaction((tx) =>
          sendInvitation(tx, found.workspace, found.event, found.session, found.booking.learnerId, 'transactional'),
        );
        return presentBooking(found.booking);
      }
      if (!found.self) throw new ForbiddenError().because(EVENT_REFUSALS.invitationNotYours);
      const { workspace } = found;
      const accepted = await db.transaction(async (tx) => {
        const session = await lockSession(tx, workspace, found.session.id);
        const current = await bookingRow(tx, workspace, body.id);
        if (current?.status !== 'invite') throw new ConflictError(EVENT_OPERATION_MESSAGES.notAnInvite);
        const status = sessionStatusAt(session, new Date());
        if (status === 'in_progress' || status === 'ended') throw new BookingBlockedError('AlreadyStarted');
        if (status !== 'upcoming' || found.event.status !== 'active')
          throw new BookingBlockedError('NoLongerAccepting');
        const row = await updateBooking(tx, workspace, body.id, { status: 'booked' satisfies BookingStatus });
        await recordEmail(tx, workspace, { kind: 'bookingMade', bookingId: row.id });
        return presentBooking(row);
      });
      return accepted;
    },

    /** DELETE /learner-subscriptions-bulk: coordinators any entry of the workspace, learners their own. */
    async leaveWaitingLists(scope: Scope, ids: readonly string[]) {
      const wanted = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await subscriptionsInReach(tx, scope, wanted, true);
        if (!rows || rows.length !== wanted.length) throw new NotFoundError();
        if (!isCoordinator(scope) && rows.some((row) => row.subscription.learnerId !== scope.userId))
          throw new NotFoundError();
        const waiting = rows.filter((row) => row.subscription.status === 'waiting').map((row) => row.subscription.id);
        // The places were reached, so the caller's token names their workspace.
        await leaveWaitingPlaces(tx, inWorkspace(scope), waiting);
        return { removed: waiting, notWaiting: wanted.filter((id) => !waiting.includes(id)) };
      });
    },

    /** GET /events/{id}/occurrences-summary: per session its dates, status, spaces and counts. */
    async occurrencesSummary(scope: Scope, id: string) {
      const event = await findEvent(db, scope, id);
      if (!event || (!isEventStaff(scope) && event.status !== 'active')) throw new NotFoundError();
      // The event was reached, so the caller's token names its workspace.
      const workspace = inWorkspace(scope);
      const sessionRows = await sessionsOfEvent(db, workspace, id, { ordered: true });
      const ids = sessionRows.map((row) => row.id);
      const [itemRows, { bookings: bookingCounts, waiting: waitingCounts }] = await Promise.all([
        itemsOf(db, workspace, ids),
        sessionCounts(db, workspace, ids),
      ]);
      const countOf = (sessionId: string, status: BookingStatus) =>
        Number(bookingCounts.find((row) => row.sessionId === sessionId && row.status === status)?.n ?? 0);
      const now = new Date();
      return {
        eventId: id,
        data: sessionRows.map((session) => {
          const items = itemRows.filter((row) => row.item.sessionId === session.id);
          const counts = {
            booked: countOf(session.id, 'booked'),
            requests: countOf(session.id, 'request'),
            invites: countOf(session.id, 'invite'),
            waiting: Number(waitingCounts.find((row) => row.sessionId === session.id)?.n ?? 0),
          };
          const held = ACTIVE_BOOKING_STATES.reduce((sum, status) => sum + countOf(session.id, status), 0);
          return {
            id: session.id,
            status: sessionStatusAt(session, now),
            fromDate: session.fromDate.toISOString(),
            toDate: session.toDate.toISOString(),
            dates: items.map(({ item }) => {
              const start = localParts(item.datetimeStart, item.timeZone);
              return {
                localDate: start.date,
                localStart: start.time,
                localEnd: localParts(item.datetimeEnd, item.timeZone).time,
                timeZone: item.timeZone,
                datetimeStart: item.datetimeStart.toISOString(),
                datetimeEnd: item.datetimeEnd.toISOString(),
              };
            }),
            spaces: spacesOf(
              seatLimit(
                session,
                items.flatMap((row) => (row.room?.id ? [row.room.capacity] : [])),
              ),
              held,
            ),
            counts,
          };
        }),
      };
    },

    /**
     * POST /events/check-assets: before saving a session, whether its proposed dates' rooms and
     * trainers are taken by another session at those times, and which dates fall outside a
     * trainer's working hours. Nothing is saved.
     */
    async checkAssets(caller: Scope, body: z.output<typeof checkAssetsBodySchema>) {
      if (body.occurrenceId && !(await findSession(db, caller, body.occurrenceId))) throw new NotFoundError();
      // Only event coordinators are let in, and that role is held in a workspace.
      const scope = inWorkspace(caller);
      const roomIds = [...new Set(body.items.flatMap((item) => (item.roomId ? [item.roomId] : [])))];
      const roomRows = await reachedRooms(db, scope, roomIds);
      const trainerIds = [...new Set(body.items.flatMap((item) => item.trainers))];
      const trainerRows = trainerIds.length ? await workspacePeopleNamed(db, scope, trainerIds) : [];
      if (roomRows.length !== roomIds.length || trainerRows.length !== trainerIds.length)
        throw new ValidationError([{ path: 'body.items', message: 'The items is not valid' }]);
      const clashes = [];
      for (const [index, item] of body.items.entries()) {
        const start = new Date(item.datetimeStart);
        const end = new Date(item.datetimeEnd);
        const overlapping = await overlappingItems(db, scope, start, end, body.occurrenceId);
        for (const other of overlapping) {
          const base = {
            item: index,
            occurrenceId: other.sessionId,
            eventId: other.eventId,
            eventName: other.eventName,
            datetimeStart: other.start.toISOString(),
            datetimeEnd: other.end.toISOString(),
          };
          if (item.roomId && other.roomId === item.roomId) {
            const room = roomRows.find((row) => row.id === item.roomId)!;
            clashes.push({
              ...base,
              type: 'room' as const,
              assetId: room.id,
              name: room.name,
              message: EVENT_OPERATION_MESSAGES.roomClash,
            });
          }
          for (const trainerId of item.trainers.filter((id) => other.trainerIds.includes(id))) {
            const trainer = trainerRows.find((row) => row.id === trainerId)!;
            clashes.push({
              ...base,
              type: 'trainer' as const,
              assetId: trainer.id,
              name: `${trainer.firstName} ${trainer.lastName}`,
              message: EVENT_OPERATION_MESSAGES.trainerClash,
            });
          }
        }
      }
      const warnings = await workingHoursWarnings(
        db,
        actingInCustomer(scope),
        body.items.map((item) => ({
          start: new Date(item.datetimeStart),
          end: new Date(item.datetimeEnd),
          // As the save will hold it: a room's date in its venue's zone (docs/events.md "Time zones").
          timeZone:
            (item.roomId ? roomRows.find((row) => row.id === item.roomId)?.timeZone : undefined) ??
            item.timeZone ??
            DEFAULT_TIME_ZONE,
          trainerIds: [...new Set(item.trainers)],
        })),
      );
      return { clashes, warnings };
    },

    /**
     * GET /available-occurrence/{id}: the session as offered to the caller for booking: the
     * session, the event's name, description and images, the booking form and cancellation
     * terms, and whether the caller can book it now (03 §8 reasons).
     */
    async availableOccurrence(scope: Scope, id: string) {
      const found = await findSession(db, scope, id);
      if (!found) throw new NotFoundError();
      const { event, session } = found;
      if (!isEventStaff(scope) && (event.status !== 'active' || session.status === 'draft')) throw new NotFoundError();
      const [occurrence] = await presentSessions(db, scope, event, [session]);
      // The session was reached, so the caller's token names its workspace and the person.
      const learner = inWorkspace(scope);
      const profile = await activeProfileIn(db, learner, learner.userId);
      const reasons = await blockedReasons(db, learner, {
        event,
        session,
        learnerId: learner.userId,
        profile,
        lms: scope.actor.services.includes('LMS'),
      });
      const { bookingSettings, cancellationSettings } = settingsOf(event);
      return {
        occurrence: occurrence!,
        event: {
          id: event.id,
          name: event.name,
          description: event.description,
          images: event.imageIds.map((fileId) => ({ fileId })),
        },
        bookingSettings: {
          bookingFormRequired: bookingSettings.bookingFormRequired,
          bookingForm: bookingSettings.bookingForm,
          requiresAcceptance: bookingSettings.requiresAcceptance,
        },
        cancellationSettings: {
          selfCancellationAllowed: cancellationSettings.selfCancellationAllowed,
          cancellationReasonRequired: cancellationSettings.cancellationReasonRequired,
          cancellationReason: cancellationSettings.cancellationReason,
          cancellationReasonCustomEnabled: cancellationSettings.cancellationReasonCustomEnabled,
        },
        validation: {
          allowed: reasons.length === 0,
          blocked: reasons.map((reason) => ({ reason, ...BOOKING_BLOCKED[reason] })),
          spaces: await seatsOf(db, learner, session),
        },
      };
    },

    /**
     * GET /v2/learner/{id}/bookings?eventId=: a learner's bookings, newest first. The learner
     * themselves, the workspace's event staff, or their manager.
     */
    async learnerBookings(scope: Scope, learnerId: string, eventId?: string) {
      if (!hasWorkspace(scope)) throw new NotFoundError();
      const person = (await profilesOf(db, scope, [learnerId])).get(learnerId);
      const any = person ? false : await hasProfileIn(db, scope, learnerId);
      if (!person && !any) throw new NotFoundError();
      const allowed =
        learnerId === scope.userId || isEventStaff(scope) || managesUnit(scope, person?.organisationUnitId ?? null);
      if (!allowed) throw new NotFoundError();
      if (eventId && !(await findEvent(db, scope, eventId))) throw new NotFoundError();
      const rows = (await learnerBookingsInReach(db, scope, learnerId, eventId)) ?? [];
      const now = new Date();
      return {
        data: rows.map((row) => ({
          ...presentBooking(row.booking),
          eventName: row.eventName,
          occurrence: {
            id: row.session.id,
            status: sessionStatusAt(row.session, now),
            fromDate: row.session.fromDate.toISOString(),
            toDate: row.session.toDate.toISOString(),
          },
        })),
      };
    },

    /**
     * GET /users/available: the workspace's trainers (customer role trainer) with no other
     * session's date at that time, and whether the time is inside their working hours.
     */
    async availableTrainers(scope: Scope, query: z.output<typeof usersAvailableQuerySchema>) {
      if (!hasWorkspace(scope)) throw new NotFoundError();
      if (query.occurrenceId && !(await findSession(db, scope, query.occurrenceId))) throw new NotFoundError();
      const start = new Date(query.datetimeStart);
      const end = new Date(query.datetimeEnd);
      const trainers = await trainersOfWorkspace(db, scope);
      const busy = await busyTrainerIds(db, scope, start, end, query.occurrenceId);
      const free = trainers.filter((trainer) => !busy.has(trainer.id));
      const within = await withinHoursOf(
        db,
        actingInCustomer(scope),
        free.map((trainer) => trainer.id),
        start,
        end,
      );
      return {
        data: free.map((trainer) => ({
          id: trainer.id,
          firstName: trainer.firstName,
          lastName: trainer.lastName,
          emailAddress: trainer.email,
          withinWorkingHours: within.get(trainer.id) ?? false,
        })),
      };
    },
  };
}

export type EventOperationsService = ReturnType<typeof eventOperationsService>;
