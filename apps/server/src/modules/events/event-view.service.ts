import type { z } from 'zod';
import { EVENT_REFUSALS, type assignCourseBodySchema } from '@campus/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { hasWorkspace, inWorkspace, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { isCoordinator, mayActForOthers } from './events.policy.js';
import { findSession, peopleNamed, workspaceCatalogItemIds } from './events.repository.js';
import {
  addCourseToEvents,
  bookingsOfSession,
  lockEventsForCourse,
  waitingForSession,
} from './event-view.repository.js';

/**
 * The coordinator's session page (its bookings and waiting list) and the course assignment
 * screen (03 §2 events-course-assign). docs/events.md "Event and session pages".
 */
export function eventViewService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;
  return {
    /** A session's bookings and waiting list: for coordinators and the session's trainers. */
    async sessionBookings(scope: Scope, id: string) {
      const found = await findSession(db, scope, id);
      if (!found) throw new NotFoundError();
      if (!mayActForOthers(scope, found.session)) throw new ForbiddenError().because(EVENT_REFUSALS.staffOnlySession);
      // The session was reached, so the caller's token names its workspace.
      const workspace = inWorkspace(scope);
      const [bookings, waiting] = await Promise.all([
        bookingsOfSession(db, workspace, id),
        waitingForSession(db, workspace, found.event.id, id),
      ]);
      const people = await peopleNamed(
        db,
        bookings.flatMap(({ booking }) => [booking.createdBy, booking.cancelledBy].filter((x): x is string => !!x)),
      );
      const named = (personId: string | null) => (personId ? (people.get(personId) ?? null) : null);
      return {
        bookings: bookings.map(({ booking, learner }) => ({
          id: booking.id,
          learner,
          status: booking.status,
          form: booking.form,
          cancellationReason: booking.cancellationReason,
          cancelledAt: booking.cancelledAt?.toISOString() ?? null,
          cancelledBy: named(booking.cancelledBy),
          createdBy: named(booking.createdBy),
          createdAt: booking.createdAt.toISOString(),
          promotedAt: booking.promotedAt?.toISOString() ?? null,
        })),
        waitingList: waiting.map(({ entry, learner, list, position }) => ({
          id: entry.id,
          learner,
          list,
          position,
          joinedAt: entry.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Assigns a catalogue item of the workspace to events of the workspace (active or draft).
     * Unlike editing the event, this is allowed when the event has bookings: it adds the course
     * and changes nothing booked (03 §4 blocks editing an event's settings, not its use in a course).
     */
    async assignCourse(scope: Scope, catalogItemId: string, body: z.output<typeof assignCourseBodySchema>) {
      if (!isCoordinator(scope)) throw new ForbiddenError().because(EVENT_REFUSALS.coordinatorsOnly);
      // A caller without a workspace reaches no catalogue item and no event: 404.
      const item = hasWorkspace(scope) && (await workspaceCatalogItemIds(db, scope, [catalogItemId])).size > 0;
      if (!item) throw new NotFoundError();
      const workspace = inWorkspace(scope);
      const wanted = [...new Set(body.eventIds)];
      return db.transaction(async (tx) => {
        const found = await lockEventsForCourse(tx, scope, wanted);
        if (found.length !== wanted.length)
          throw new ValidationError([{ path: 'eventIds', message: 'The eventIds field is not valid' }]);
        const changed = await addCourseToEvents(
          tx,
          workspace,
          found.map((row) => row.id),
          catalogItemId,
        );
        return {
          data: changed.map((row) => ({ ...row, sessions: 0, firstDate: null, lastDate: null, nextSession: null })),
        };
      });
    },
  };
}
export type EventViewService = ReturnType<typeof eventViewService>;
