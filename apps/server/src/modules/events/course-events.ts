import type { Queryable } from '../../db/client.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { findEvent } from './events.repository.js';

/**
 * Events as courses hold them in event module nodes (the catalogue's `CourseEvents`, answered by
 * its shape and checked with `satisfies` in `modules/index.ts`): an event of the caller's
 * workspace that is not archived.
 */
export const courseEvents = {
  async eventOf(db: Queryable, scope: WorkspaceScope, eventId: string) {
    const event = await findEvent(db, scope, eventId);
    return event && event.status !== 'archived' ? { eventId: event.id } : null;
  },
};
