import type {
  LearnerOffer,
  LearnerSessionState,
  LearnerSessionStateItem,
  Occurrence,
  ShownBookingStatus,
  TrainerSessionState,
  TrainerSessionStateItem,
  learnerSessionStatesQuerySchema,
  trainerSessionStatesQuerySchema,
} from '@campus/contracts';
import { EVENT_REFUSALS } from '@campus/contracts';
import type { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { hasWorkspace, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { presentBooking } from './bookings.service.js';
import {
  bookingsOf,
  learnerSessions,
  offeredSessions,
  trainerSessions,
  waitingCounts,
  waitingOf,
  type SessionWithEvent,
} from './dashboards.repository.js';
import { isEventStaff, mayActForSelf } from './events.policy.js';
import { findEvent, liveBookingCounts, positionOf, type EventRow } from './events.repository.js';
import { presentSessions, settingsOf } from './present.js';
import { filledFromCounts, shownStatus, trainerNextSteps, trainerStateOf } from './registers/completion.js';
import { feedbackGivenBy, itemsOfSessions, outcomesOf, recordsOfSessions } from './registers/registers.repository.js';

type LearnerQuery = z.output<typeof learnerSessionStatesQuerySchema>;
type TrainerQuery = z.output<typeof trainerSessionStatesQuerySchema>;

const LIVE = new Set(['booked', 'request', 'invite']);

// The one derivation of shown statuses and trainer states is registers/completion.ts.
export { shownStatus, trainerStateOf };

/**
 * The learner dashboard's group of a shown status; null for a session not booked. A booking on a
 * session that has ended is past, whatever its outcome (registers pending, absent, not passed).
 */
export function learnerStateOf(
  status: ShownBookingStatus,
  sessionStatus?: Occurrence['status'],
): LearnerSessionState | null {
  switch (status) {
    case 'booked':
    case 'accepted':
    case 'in_progress':
      return sessionStatus === 'ended' ? 'past' : 'upcoming';
    case 'on-waitlist':
      return 'waiting';
    case 'pending_acceptation':
      return 'requests';
    case 'completed':
    case 'passed':
      return 'past';
    case 'cancelled':
    case 'session_cancelled':
      return 'cancelled';
    case 'not-booked':
      return null;
  }
}

const ACTIVE_TRAINER_STATES = new Set<TrainerSessionState>([
  'upcoming',
  'in_process',
  'register_pending',
  'assessment_pending',
  'feedback_pending',
]);

export const offerOf = (event: EventRow): LearnerOffer => {
  const { bookingSettings, cancellationSettings } = settingsOf(event);
  return {
    requiresAcceptance: bookingSettings.requiresAcceptance,
    bookingFormRequired: bookingSettings.bookingFormRequired,
    bookingForm: { fields: bookingSettings.bookingForm.fields },
    selfCancellationAllowed: cancellationSettings.selfCancellationAllowed,
    selfCancellationLimit: cancellationSettings.selfCancellationLimit,
    cancellationReasonRequired: cancellationSettings.cancellationReasonRequired,
    cancellationReason: cancellationSettings.cancellationReason,
    cancellationReasonCustomEnabled: cancellationSettings.cancellationReasonCustomEnabled,
  };
};

function page<T>(rows: T[], query: { page: number; pageSize: number }) {
  const start = (query.page - 1) * query.pageSize;
  return {
    data: rows.slice(start, start + query.pageSize),
    pagination: { page: query.page, pageSize: query.pageSize, total: rows.length },
  };
}

const byDate = (direction: 'asc' | 'desc') => (a: { session: Occurrence }, b: { session: Occurrence }) => {
  const order = a.session.fromDate.localeCompare(b.session.fromDate) || a.session.id.localeCompare(b.session.id);
  return direction === 'asc' ? order : -order;
};

/** Groups rows by event, so each event's sessions are presented together. */
function byEvent(rows: SessionWithEvent[]) {
  const groups = new Map<string, { event: EventRow; sessions: SessionWithEvent['session'][] }>();
  for (const row of rows) {
    const group = groups.get(row.event.id) ?? { event: row.event, sessions: [] };
    group.sessions.push(row.session);
    groups.set(row.event.id, group);
  }
  return [...groups.values()];
}

/**
 * The dashboards (03 §2, §7): the learner's sessions by state, one event's sessions as offered
 * to them, and the sessions a trainer runs. States depend on the clock, so they are worked out
 * on read and the filtered list is paged here (a person's sessions are few).
 */
export function dashboardsService({ database }: Pick<AppServices, 'database'>) {
  const db = database.db;

  return {
    async learnerSessionStates(scope: Scope, query: LearnerQuery) {
      const learnerId = scope.userId;
      if (!learnerId || !mayActForSelf(scope, learnerId))
        throw new ForbiddenError().because(EVENT_REFUSALS.learnersOnly);
      const now = new Date();
      let rows: SessionWithEvent[];
      const eventId = query['filters[eventId]'];
      if (eventId) {
        const event = await findEvent(db, scope, eventId);
        if (!event || (event.status !== 'active' && !isEventStaff(scope))) throw new NotFoundError();
        const mine = new Set((await learnerSessions(db, scope, learnerId)).map((row) => row.session.id));
        // Offered: sessions not started yet, and any the learner is or was on.
        rows = (await offeredSessions(db, scope, eventId)).filter(
          (row) => mine.has(row.session.id) || (row.session.status !== 'cancelled' && row.session.fromDate > now),
        );
      } else {
        rows = await learnerSessions(db, scope, learnerId);
      }
      // Sessions are reached only in the workspace the caller's token names: without one, none.
      if (!hasWorkspace(scope)) return page<LearnerSessionStateItem>([], query);
      const groups = byEvent(rows);
      const sessionIds = rows.map((row) => row.session.id);
      const [bookings, waiting, outcomes] = await Promise.all([
        bookingsOf(db, scope, learnerId, sessionIds),
        waitingOf(
          db,
          scope,
          learnerId,
          groups.map((group) => group.event.id),
        ),
        outcomesOf(db, scope, sessionIds, learnerId),
      ]);
      const items: LearnerSessionStateItem[] = [];
      for (const { event, sessions } of groups) {
        const presented = await presentSessions(db, scope, event, sessions, now);
        const offer = offerOf(event);
        const { completionType } = settingsOf(event).completionSettings;
        for (const session of presented) {
          const booking = bookings.find((row) => row.sessionId === session.id) ?? null;
          const entry =
            waiting.find((row) => row.sessionId === session.id) ??
            // The event's own list stands for each of its sessions only on the event's view.
            (eventId ? waiting.find((row) => row.sessionId === null && row.eventId === event.id) : undefined);
          const bookingStatus = shownStatus({
            sessionStatus: session.status,
            booking,
            waiting: entry !== undefined,
            requiresAcceptance: offer.requiresAcceptance,
            completionType,
            outcome: booking ? (outcomes.get(booking.id) ?? null) : null,
          });
          items.push({
            session,
            eventDescription: event.description,
            state: learnerStateOf(bookingStatus, session.status),
            bookingStatus,
            booking: booking ? presentBooking(booking) : null,
            promoted: booking !== null && booking.promotedAt !== null && LIVE.has(booking.status),
            waitingList: entry
              ? {
                  id: entry.id,
                  position: await positionOf(db, scope, entry),
                  scope: entry.sessionId === null ? 'event' : 'session',
                }
              : null,
            offer,
          });
        }
      }
      const states = query['filters[state]'];
      const statuses = [...query.bookingStatus, ...query['filters[bookingStatus]']];
      const chosen = items
        .filter((item) => states.length === 0 || (item.state !== null && states.includes(item.state)))
        .filter((item) => statuses.length === 0 || statuses.includes(item.bookingStatus))
        .sort(byDate(query.sortDirection));
      return page(chosen, query);
    },

    async trainerSessionStates(scope: Scope, query: TrainerQuery) {
      const trainerId = scope.userId;
      if (!trainerId) throw new ForbiddenError().because(EVENT_REFUSALS.signedInOnly);
      const now = new Date();
      const rows = await trainerSessions(db, scope, trainerId);
      // Sessions are reached only in the workspace the caller's token names: without one, none.
      if (!hasWorkspace(scope)) return page<TrainerSessionStateItem>([], query);
      const sessionIds = rows.map((row) => row.session.id);
      const [seats, queues, records, given, dates] = await Promise.all([
        liveBookingCounts(db, scope, sessionIds),
        waitingCounts(db, scope, sessionIds),
        recordsOfSessions(db, scope, sessionIds),
        feedbackGivenBy(db, scope, trainerId, sessionIds),
        itemsOfSessions(db, scope, sessionIds),
      ]);
      // The trainer has given feedback on every date of the session they train.
      const feedbackGiven = (sessionId: string) =>
        dates
          .filter((date) => date.sessionId === sessionId && date.trainerIds.includes(trainerId))
          .every((date) => given.has(date.id));
      const items: TrainerSessionStateItem[] = [];
      for (const { event, sessions } of byEvent(rows)) {
        const settings = settingsOf(event);
        for (const session of await presentSessions(db, scope, event, sessions, now)) {
          const recorded = records.get(session.id);
          items.push({
            session,
            state: trainerStateOf(session.status, settings, {
              attendanceRegistryCompleted: session.attendanceRegistryCompleted,
              assessmentRegistryCompleted: session.assessmentRegistryCompleted,
              feedbackGiven: feedbackGiven(session.id),
              hasOutcomes: recorded?.hasOutcomes ?? false,
            }),
            bookedLearners: seats.get(session.id) ?? 0,
            waiting: queues.get(session.id) ?? 0,
            // What the trainer's link opens: the register to fill next, the summary.
            ...trainerNextSteps(
              session,
              settings.completionSettings,
              {
                registers: (recorded?.registers ?? []).map((register) => ({
                  id: register.id,
                  start: register.start,
                  completed: register.completed,
                  filled: filledFromCounts(register, settings.completionSettings),
                })),
                summary: { completed: recorded?.summaryCompleted ?? false },
              },
              now,
            ),
          });
        }
      }
      const wanted = query['filters[state]'];
      const chosen = items
        .filter(
          (item) =>
            wanted.length === 0 ||
            wanted.includes(item.state) ||
            (wanted.includes('active') && ACTIVE_TRAINER_STATES.has(item.state)),
        )
        .sort(byDate(query.sortDirection));
      return page(chosen, query);
    },
  };
}

export type DashboardsService = ReturnType<typeof dashboardsService>;
