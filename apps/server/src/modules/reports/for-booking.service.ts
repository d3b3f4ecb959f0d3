import type { z } from 'zod';
import { EVENT_REFUSALS, type forBookingQuerySchema } from '@campus/contracts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { inWorkspace, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findEvent, isCoordinator, trainersOfEvent } from '../events/index.js';
import { peopleForBooking } from './for-booking.repository.js';

/**
 * `user-list/for-booking/{eventId}` (03 §7): who a coordinator, or a trainer of one of the
 * event's sessions, may pick to book on the event; a manager who is neither picks among the
 * people of the units they manage ("bulk booking: coordinators, session trainers and managers",
 * 03 §4), the same people the booking calls let them book. Another customer's or workspace's
 * event is a 404.
 */
export function forBookingService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;
  return {
    async list(scope: Scope, eventId: string, query: z.output<typeof forBookingQuerySchema>) {
      const event = await findEvent(db, scope, eventId);
      if (!event) throw new NotFoundError();
      // The event was reached, so the caller's token names its workspace.
      const workspace = inWorkspace(scope);
      if (isCoordinator(workspace) || (await trainersOfEvent(db, workspace, event.id)).has(workspace.userId))
        return peopleForBooking(db, workspace, event, query, 'workspace');
      if (workspace.roles.includes('manager') && workspace.managedUnits.length > 0)
        return peopleForBooking(db, workspace, event, query, 'managed units');
      throw new ForbiddenError().because(EVENT_REFUSALS.bookForOthersOnly);
    },
  };
}
export type ForBookingService = ReturnType<typeof forBookingService>;
