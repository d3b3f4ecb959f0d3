import {
  ERROR_CODES,
  VENUE_MESSAGES,
  formatAddress,
  type AddressInput,
  type addressInputSchema,
  type Venue,
  type VenuesResponse,
  type VenueStatus,
  type createVenueBodySchema,
  type updateVenueBodySchema,
} from '@campus/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, ConflictError, ForbiddenError, ItemInUseError, NotFoundError } from '../../lib/errors.js';
import { inCustomer, inWorkspace, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { placeFiles } from './place-files.js';
import type { PlaceUsage } from './place-usage.js';
import { checkReferences } from './references.js';
import {
  mayActivate,
  mayArchive,
  mayChange,
  mayEdit,
  mayRestore,
  mayRevertVenueToDraft,
  venueActions,
} from './venues.policy.js';
import {
  deleteVenue,
  findVenue,
  insertVenue,
  listVenues,
  roomsOfVenue,
  updateVenue,
  workspaceNames,
  type VenueInsert,
  type VenueListQuery,
  type VenueRow,
} from './venues.repository.js';

type CreateVenue = z.output<typeof createVenueBodySchema>;
type UpdateVenue = z.output<typeof updateVenueBodySchema>;
type ParsedAddress = z.output<typeof addressInputSchema>;

/**
 * Derives coordinates from an address. No geocoding service is reachable, so none is configured
 * and an `automatic` address keeps empty coordinates (docs/venues.md); a `manual` one keeps the
 * coordinates typed in.
 */
export type Geocoder = (address: AddressInput) => Promise<{ lat: number; lng: number } | null>;

export async function addressColumns(address: ParsedAddress, geocoder: Geocoder | null) {
  const located =
    address.type === 'manual'
      ? { lat: address.lat, lng: address.lng }
      : ((geocoder ? await geocoder(address) : null) ?? { lat: null, lng: null });
  return {
    address1: address.address_1,
    address2: address.address_2,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
    country: address.country || 'United Kingdom',
    formattedAddress: formatAddress(address),
    lat: located.lat,
    lng: located.lng,
    addressType: address.type,
  } satisfies Partial<VenueInsert>;
}

export const addressOf = (row: VenueRow) => ({
  address_1: row.address1,
  address_2: row.address2,
  city: row.city,
  county: row.county,
  postcode: row.postcode,
  country: row.country,
  formatted_address: row.formattedAddress,
  lat: row.lat,
  lng: row.lng,
  type: row.addressType,
});

/** The spec's duplicate-name text, on the name field too (03 §8). */
export const duplicateName = (message: string) =>
  new AppError(409, ERROR_CODES.conflict, message, [{ path: 'body.name', message }]);

/** The fields of an update other than its id and status: what makes it an edit (03 §4). */
const EDIT_FIELDS = [
  'name',
  'description',
  'contactEmail',
  'contactPhone',
  'address',
  'files',
  'visibility',
  'timeZone',
  'sharingWorkspaces',
] as const;

/**
 * The venue use cases (03 §4, §6, §7 Venues). Reads and writes reach only venues of the caller's
 * customer that belong to or are shared with their workspace (the repository's scope); what the
 * caller may do with one is the policy's.
 */
export function venuesService(
  { database, keys }: Pick<AppServices, 'database' | 'keys'>,
  { activeRelationsOf, eventsUsing }: PlaceUsage,
  geocoder: Geocoder | null = null,
) {
  const { db } = database;

  async function present(tx: Queryable, scope: Scope, row: VenueRow): Promise<Venue> {
    // The venue was reached, so the caller's token names its customer.
    const tenant = inCustomer(scope);
    const [roomRows, sharing, activeRelations, using, files] = await Promise.all([
      roomsOfVenue(tx, tenant, row.id),
      workspaceNames(tx, tenant, row.sharingWorkspaceIds),
      activeRelationsOf(tx, tenant, { venueId: row.id }),
      eventsUsing(tx, tenant, { venueId: row.id }),
      placeFiles(tx, keys.uploadSecret, tenant, row.fileIds),
    ]);
    const place = { workspaceId: row.workspaceId, status: row.status, activeRelations };
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      address: addressOf(row),
      files,
      rooms: roomRows,
      status: row.status,
      visibility: row.visibility,
      timeZone: row.timeZone,
      sharingWorkspaces: sharing,
      activeRelations,
      workspaceId: row.workspaceId,
      actions: venueActions(scope, place, using.length > 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Finds the venue for a change (held for the transaction) with its relations; 404 or 403 otherwise. */
  async function forChange(tx: Queryable, scope: Scope, id: string) {
    const row = await findVenue(tx, scope, id, true);
    if (!row) throw new NotFoundError();
    if (!mayChange(scope, row)) throw new ForbiddenError(VENUE_MESSAGES.sharedReadOnly);
    // The venue was reached, so the caller's token names its customer.
    const tenant = inCustomer(scope);
    const activeRelations = await activeRelationsOf(tx, tenant, { venueId: row.id });
    return { row, tenant, place: { workspaceId: row.workspaceId, status: row.status, activeRelations } };
  }

  async function setStatus(
    scope: Scope,
    id: string,
    to: VenueStatus,
    allowed: (place: Parameters<typeof mayEdit>[0]) => boolean,
    refusal: string,
    reason?: string,
  ): Promise<Venue> {
    return db.transaction(async (tx) => {
      const { row, tenant, place } = await forChange(tx, scope, id);
      if (row.status === to) return present(tx, scope, row);
      if (!allowed(place)) {
        const error = new ConflictError(refusal);
        throw reason ? error.because(reason) : error;
      }
      return present(tx, scope, await updateVenue(tx, tenant, row.id, { status: to }));
    });
  }

  return {
    async list(scope: Scope, query: VenueListQuery): Promise<VenuesResponse> {
      const { rows, total } = await listVenues(db, scope, query);
      return {
        data: rows.map(({ formattedAddress, workspaceId, ...row }) => ({
          ...row,
          formatted_address: formattedAddress,
          own: workspaceId === scope.workspaceId,
        })),
        pagination: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    async get(scope: Scope, id: string): Promise<Venue> {
      const row = await findVenue(db, scope, id);
      if (!row) throw new NotFoundError();
      return present(db, scope, row);
    },

    /** A new venue of the caller's workspace (draft unless said otherwise, 03 §9). */
    async create(scope: Scope, body: CreateVenue): Promise<Venue> {
      const workspace = inWorkspace(scope, () => new ForbiddenError().because(VENUE_MESSAGES.workspaceNeeded));
      const references = await checkReferences(db, workspace, workspace, body, 'images');
      try {
        const row = await insertVenue(db, workspace, {
          name: body.name,
          description: body.description,
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone,
          ...(await addressColumns(body.address, geocoder)),
          fileIds: references.fileIds ?? [],
          sharingWorkspaceIds: references.sharingWorkspaceIds ?? [],
          visibility: body.visibility,
          timeZone: body.timeZone,
          status: body.status,
          createdBy: scope.userId,
        });
        return await present(db, scope, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(VENUE_MESSAGES.duplicateVenue);
        throw error;
      }
    },

    /**
     * Edits what the body names (only with no active relations and not archived), and moves
     * between draft and active when it names a status (03 §4).
     */
    async update(scope: Scope, body: UpdateVenue): Promise<Venue> {
      try {
        return await db.transaction(async (tx) => {
          const { row, tenant, place } = await forChange(tx, scope, body.id);
          if (row.status === 'archived') throw new ConflictError(VENUE_MESSAGES.editArchived);
          const edits = EDIT_FIELDS.some((field) => body[field] !== undefined);
          if (edits && !mayEdit(place)) throw new ConflictError(VENUE_MESSAGES.editInUse);
          if (body.status === 'draft' && row.status !== 'draft' && !mayRevertVenueToDraft(place)) {
            throw new ConflictError(VENUE_MESSAGES.draftInUse);
          }
          if (body.status === 'active' && row.status !== 'active' && !mayActivate(place)) {
            throw new ConflictError(VENUE_MESSAGES.venueNotUpdated).because(VENUE_MESSAGES.activateOnlyDraft);
          }
          const references = await checkReferences(tx, tenant, row, body, 'images');
          const values: Partial<VenueInsert> = {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.contactEmail !== undefined && { contactEmail: body.contactEmail }),
            ...(body.contactPhone !== undefined && { contactPhone: body.contactPhone }),
            ...(body.address && (await addressColumns(body.address, geocoder))),
            ...(body.visibility && { visibility: body.visibility }),
            ...(body.timeZone && { timeZone: body.timeZone }),
            ...(body.status && { status: body.status }),
            ...references,
          };
          return present(tx, scope, await updateVenue(tx, tenant, row.id, values));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(VENUE_MESSAGES.duplicateVenue);
        throw error;
      }
    },

    archive: (scope: Scope, id: string) =>
      setStatus(scope, id, 'archived', mayArchive, VENUE_MESSAGES.venueNotArchived, VENUE_MESSAGES.archiveInUse),

    /** Back from the archive as a draft, to be checked and activated again (docs/venues.md). */
    restore: (scope: Scope, id: string) => setStatus(scope, id, 'draft', mayRestore, VENUE_MESSAGES.notArchived),

    /** Removes the venue and its rooms, unless an event has a session there (item_in_use, 03 §8). */
    async remove(scope: Scope, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { row, tenant } = await forChange(tx, scope, id);
        const using = await eventsUsing(tx, tenant, { venueId: row.id });
        if (using.length > 0) {
          throw new ItemInUseError(`${VENUE_MESSAGES.venueInUse}: ${using.map((event) => event.name).join(', ')}`);
        }
        await deleteVenue(tx, tenant, row.id);
      });
    },
  };
}

export type VenuesService = ReturnType<typeof venuesService>;
