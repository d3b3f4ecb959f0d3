import {
  VENUE_MESSAGES,
  type Room,
  type RoomsResponse,
  type RoomStatus,
  type createRoomBodySchema,
  type updateRoomBodySchema,
} from '@campus/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ForbiddenError, ItemInUseError, NotFoundError } from '../../lib/errors.js';
import { inCustomer, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { placeFiles } from './place-files.js';
import type { PlaceUsage } from './place-usage.js';
import { checkReferences } from './references.js';
import {
  deleteRoom,
  findRoom,
  insertRoom,
  listRooms,
  updateRoom,
  type RoomListQuery,
  type RoomRow,
} from './rooms.repository.js';
import {
  mayActivate,
  mayAddRoom,
  mayArchive,
  mayChange,
  mayEdit,
  mayRestore,
  mayRevertRoomToDraft,
  roomActions,
  type Place,
} from './venues.policy.js';
import { findVenue, workspaceNames, type VenueRow } from './venues.repository.js';
import { addressOf, duplicateName } from './venues.service.js';

type CreateRoom = z.output<typeof createRoomBodySchema>;
type UpdateRoom = z.output<typeof updateRoomBodySchema>;

const EDIT_FIELDS = [
  'name',
  'description',
  'files',
  'location',
  'capacity',
  'cost',
  'costPeriod',
  'instructions',
  'sharingWorkspaces',
] as const;

/** The room use cases (03 §4, §6, §7 Rooms): the same rules as venues, with the room's own draft rule. */
export function roomsService(
  { database, keys }: Pick<AppServices, 'database' | 'keys'>,
  { activeRelationsOf, eventsUsing }: PlaceUsage,
) {
  const { db } = database;

  async function present(tx: Queryable, scope: Scope, row: RoomRow, venue: VenueRow): Promise<Room> {
    // The room was reached, so the caller's token names its customer.
    const tenant = inCustomer(scope);
    const [sharing, activeRelations, using, files] = await Promise.all([
      workspaceNames(tx, tenant, row.sharingWorkspaceIds),
      activeRelationsOf(tx, tenant, { roomId: row.id }),
      eventsUsing(tx, tenant, { roomId: row.id }),
      placeFiles(tx, keys.uploadSecret, tenant, row.fileIds),
    ]);
    const place: Place = { workspaceId: row.workspaceId, status: row.status, activeRelations };
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      files,
      location: row.location,
      capacity: row.capacity,
      cost: row.cost,
      costPeriod: row.costPeriod,
      status: row.status,
      instructions: row.instructions,
      venue: {
        id: venue.id,
        name: venue.name,
        status: venue.status,
        address: addressOf(venue),
        contactEmail: venue.contactEmail,
        contactPhone: venue.contactPhone,
        timeZone: venue.timeZone,
      },
      sharingWorkspaces: sharing,
      activeRelations,
      actions: roomActions(scope, place, using.length > 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function forChange(tx: Queryable, scope: Scope, id: string) {
    const found = await findRoom(tx, scope, id, true);
    if (!found) throw new NotFoundError();
    if (!mayChange(scope, found.room)) throw new ForbiddenError(VENUE_MESSAGES.sharedReadOnly);
    // The room was reached, so the caller's token names its customer.
    const tenant = inCustomer(scope);
    const activeRelations = await activeRelationsOf(tx, tenant, { roomId: found.room.id });
    const place: Place = { workspaceId: found.room.workspaceId, status: found.room.status, activeRelations };
    return { ...found, tenant, place };
  }

  async function setStatus(
    scope: Scope,
    id: string,
    to: RoomStatus,
    allowed: (place: Place) => boolean,
    refusal: string,
  ): Promise<Room> {
    return db.transaction(async (tx) => {
      const { room, venue, tenant, place } = await forChange(tx, scope, id);
      if (room.status === to) return present(tx, scope, room, venue);
      if (!allowed(place)) throw new ConflictError(refusal);
      return present(tx, scope, await updateRoom(tx, tenant, room.id, { status: to }), venue);
    });
  }

  return {
    async list(scope: Scope, query: RoomListQuery): Promise<RoomsResponse> {
      const { rows, total } = await listRooms(db, scope, query);
      return { data: rows, pagination: { page: query.page, pageSize: query.pageSize, total } };
    },

    async get(scope: Scope, id: string): Promise<Room> {
      const found = await findRoom(db, scope, id);
      if (!found) throw new NotFoundError();
      return present(db, scope, found.room, found.venue);
    },

    /** A new room of a venue the caller may change (not archived); 03 §9 defaults. */
    async create(scope: Scope, body: CreateRoom): Promise<Room> {
      try {
        return await db.transaction(async (tx) => {
          const venue = await findVenue(tx, scope, body.venueId, true);
          if (!venue) throw new NotFoundError();
          if (!mayChange(scope, venue)) throw new ForbiddenError(VENUE_MESSAGES.sharedReadOnly);
          if (
            !mayAddRoom({
              workspaceId: venue.workspaceId,
              status: venue.status,
              activeRelations: { event: [], session: [] },
            })
          ) {
            throw new ConflictError(VENUE_MESSAGES.venueArchivedForRooms);
          }
          // The venue was reached, so the caller's token names its customer.
          const tenant = inCustomer(scope);
          const references = await checkReferences(tx, tenant, venue, body, 'any');
          const row = await insertRoom(tx, tenant, {
            workspaceId: venue.workspaceId,
            venueId: venue.id,
            name: body.name,
            description: body.description,
            location: body.location,
            capacity: body.capacity,
            cost: body.cost,
            costPeriod: body.costPeriod,
            status: body.status,
            instructions: body.instructions,
            fileIds: references.fileIds ?? [],
            sharingWorkspaceIds: references.sharingWorkspaceIds ?? [],
            createdBy: scope.userId,
          });
          return present(tx, scope, row, venue);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(VENUE_MESSAGES.duplicateRoom);
        throw error;
      }
    },

    async update(scope: Scope, body: UpdateRoom): Promise<Room> {
      try {
        return await db.transaction(async (tx) => {
          const { room, venue, tenant, place } = await forChange(tx, scope, body.id);
          if (room.status === 'archived') throw new ConflictError(VENUE_MESSAGES.editArchived);
          const edits = EDIT_FIELDS.some((field) => body[field] !== undefined);
          if (edits && !mayEdit(place)) throw new ConflictError(VENUE_MESSAGES.editInUse);
          if (body.status === 'draft' && room.status !== 'draft' && !mayRevertRoomToDraft(place)) {
            throw new ConflictError(VENUE_MESSAGES.roomInactiveInUse);
          }
          if (body.status === 'active' && room.status !== 'active' && !mayActivate(place)) {
            throw new ConflictError(VENUE_MESSAGES.roomNotUpdated).because(VENUE_MESSAGES.activateOnlyDraft);
          }
          const references = await checkReferences(tx, tenant, room, body, 'any');
          const values = {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.location !== undefined && { location: body.location }),
            ...(body.capacity !== undefined && { capacity: body.capacity }),
            ...(body.cost !== undefined && { cost: body.cost }),
            ...(body.costPeriod !== undefined && { costPeriod: body.costPeriod }),
            ...(body.instructions !== undefined && { instructions: body.instructions }),
            ...(body.status && { status: body.status }),
            ...references,
          };
          return present(tx, scope, await updateRoom(tx, tenant, room.id, values), venue);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(VENUE_MESSAGES.duplicateRoom);
        throw error;
      }
    },

    archive: (scope: Scope, id: string) =>
      setStatus(scope, id, 'archived', mayArchive, VENUE_MESSAGES.roomInactiveInUse),

    restore: (scope: Scope, id: string) => setStatus(scope, id, 'draft', mayRestore, VENUE_MESSAGES.notArchived),

    /** Removes the room unless an event has a session in it (item_in_use, 03 §8); answers its venue's id. */
    async remove(scope: Scope, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { room, tenant } = await forChange(tx, scope, id);
        const using = await eventsUsing(tx, tenant, { roomId: room.id });
        if (using.length > 0) {
          throw new ItemInUseError(`${VENUE_MESSAGES.roomInUse} ${using.map((event) => event.name).join(', ')}`);
        }
        await deleteRoom(tx, tenant, room.id);
      });
    },
  };
}

export type RoomsService = ReturnType<typeof roomsService>;
