import type { ActiveRelations, RoomActions, VenueActions, VenueStatus } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';

/**
 * Record-level rules for venues and rooms (03 §4, §6), as plain functions of the caller's scope
 * and the row it reached. The route's rule already let the caller read; these say what they may
 * change. A venue is changed only from the workspace that owns it: the workspaces it is shared
 * with see it read-only (docs/venues.md).
 */

export interface Place {
  workspaceId: string;
  status: VenueStatus;
  activeRelations: ActiveRelations;
}

const inUse = (relations: ActiveRelations) => relations.event.length > 0 || relations.session.length > 0;

/** 03 §6: "add/edit: infrastructure_manager", in the workspace that owns the place. */
export const mayChange = (scope: Pick<Scope, 'roles' | 'workspaceId'>, place: Pick<Place, 'workspaceId'>): boolean =>
  scope.roles.includes('infrastructure_manager') && scope.workspaceId === place.workspaceId;

/** "edit allowed only with no active relations and not archived" (venue and room alike). */
export const mayEdit = (place: Place): boolean => place.status !== 'archived' && !inUse(place.activeRelations);

export const mayActivate = (place: Place): boolean => place.status === 'draft';

/** Venue: "revert to draft only when not used by active sessions". */
export const mayRevertVenueToDraft = (place: Place): boolean =>
  place.status === 'active' && place.activeRelations.session.length === 0;

/** Room: "inactive only when not assigned to an event". */
export const mayRevertRoomToDraft = (place: Place): boolean =>
  place.status === 'active' && place.activeRelations.event.length === 0;

/** Archiving takes a place out of use: not while an event that has not ended uses it. */
export const mayArchive = (place: Place): boolean =>
  place.status !== 'archived' && place.activeRelations.event.length === 0;

export const mayRestore = (place: Place): boolean => place.status === 'archived';

export const mayAddRoom = (venue: Place): boolean => venue.status !== 'archived';

/**
 * What the caller may do with a venue, returned with it so the screen shows only those actions.
 * Removal is offered when no event has a session there (`usedByEvents`); the server checks again.
 */
export function venueActions(
  scope: Pick<Scope, 'roles' | 'workspaceId'>,
  venue: Place,
  usedByEvents: boolean,
): VenueActions {
  const changes = mayChange(scope, venue);
  return {
    edit: changes && mayEdit(venue),
    activate: changes && mayActivate(venue),
    revertToDraft: changes && mayRevertVenueToDraft(venue),
    archive: changes && mayArchive(venue),
    restore: changes && mayRestore(venue),
    remove: changes && !usedByEvents,
    addRoom: changes && mayAddRoom(venue),
  };
}

export function roomActions(
  scope: Pick<Scope, 'roles' | 'workspaceId'>,
  room: Place,
  usedByEvents: boolean,
): RoomActions {
  const changes = mayChange(scope, room);
  return {
    edit: changes && mayEdit(room),
    activate: changes && mayActivate(room),
    revertToDraft: changes && mayRevertRoomToDraft(room),
    archive: changes && mayArchive(room),
    restore: changes && mayRestore(room),
    remove: changes && !usedByEvents,
  };
}
