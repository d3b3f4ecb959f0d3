import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../events/events.contract.js';
import { v } from '../validation.js';

/**
 * Venues and rooms of the classroom service (03 §3 Venue, Room, Address; §4 states; §5; §6; §7
 * Rooms and Venues; §8 texts; §9 defaults). Choices the spec leaves open: docs/venues.md.
 */

export const VENUE_STATUSES = ['draft', 'active', 'archived'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];
export const ROOM_STATUSES = VENUE_STATUSES;
export type RoomStatus = VenueStatus;
export const VENUE_VISIBILITIES = ['visible', 'hidden'] as const;
export const COST_PERIODS = ['hour', 'day', 'week'] as const;
export type CostPeriod = (typeof COST_PERIODS)[number];
/**
 * How the coordinates were set: `automatic` derives them from the address on the server when a
 * geocoder is configured (none is, so they stay empty); `manual` keeps the ones typed in.
 */
export const ADDRESS_TYPES = ['automatic', 'manual'] as const;

/** 03 §9: "Venue default status draft, country United Kingdom"; the address type defaults to automatic. */
export const VENUE_DEFAULTS = {
  status: 'draft',
  country: 'United Kingdom',
  addressType: 'automatic',
  visibility: 'visible',
  /** Campus's extension (03 has no zone on venues): Europe/London when unknown (03 §9). */
  timeZone: DEFAULT_TIME_ZONE,
} as const;
/** 03 §9: "Room defaults: capacity 10, cost 0, per hour, status draft." */
export const ROOM_DEFAULTS = { capacity: 10, cost: 0, costPeriod: 'hour', status: 'draft' } as const;

/** Optional text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A coordinate typed in; an empty input is no coordinate. */
const coordinate = (limit: number) =>
  z
    .union([z.number().min(-limit).max(limit), z.literal(''), z.null()])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null));

// --- Address (03 §3 Address; the Venue's address fields)
export const addressInputSchema = z.object({
  address_1: optionalText(200),
  address_2: optionalText(200),
  city: optionalText(120),
  county: optionalText(120),
  postcode: optionalText(20),
  country: z.string().trim().max(120).optional().default(VENUE_DEFAULTS.country),
  lat: coordinate(90),
  lng: coordinate(180),
  type: z.enum(ADDRESS_TYPES).optional().default(VENUE_DEFAULTS.addressType),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  /** The parts joined, as the spec's venue carries it; made by the server. */
  formatted_address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  type: z.enum(ADDRESS_TYPES),
});
export type Address = z.infer<typeof addressSchema>;

/** "files (fileId)": ids of the customer's media library files. */
export const fileRefSchema = z.object({ fileId: z.uuid() });
const fileRefs = z.array(fileRefSchema).max(20);
/**
 * A venue's or room's library item as the place shows it: the id the spec names, with the item's
 * title, alt text and kind, so everyone who sees the place can show it (docs/venues.md). Items
 * removed from the library since drop out.
 */
export const placeFileSchema = fileRefSchema.extend({
  title: z.string(),
  alt: z.string(),
  kind: z.enum(['image', 'file']),
  /** Where to show or download it: an image's medium size; another file's signed download (decision 0027). */
  url: z.string(),
});
export type PlaceFile = z.infer<typeof placeFileSchema>;
const workspaceIds = z.array(z.uuid()).max(100);

/** An event or session that uses a venue or room now (03 §3 activeRelations). */
export const relationSchema = z.object({ id: z.uuid(), name: z.string() });
export const activeRelationsSchema = z.object({
  /** Events not archived with a session here that has not ended or been cancelled. */
  event: z.array(relationSchema),
  /** Upcoming or running sessions here of active events (name: the event's, with the start). */
  session: z.array(relationSchema.extend({ eventId: z.uuid(), fromDate: z.iso.datetime() })),
});
export type ActiveRelations = z.infer<typeof activeRelationsSchema>;

/** What the caller may do with the row, decided by the server's policy (shown as actions). */
export const venueActionsSchema = z.object({
  edit: z.boolean(),
  activate: z.boolean(),
  revertToDraft: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  remove: z.boolean(),
  addRoom: z.boolean(),
});
export const roomActionsSchema = venueActionsSchema.omit({ addRoom: true });
export type VenueActions = z.infer<typeof venueActionsSchema>;
export type RoomActions = z.infer<typeof roomActionsSchema>;

export const sharingWorkspaceSchema = z.object({ id: z.uuid(), name: z.string() });

// --- Rooms
export const roomSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  capacity: z.number().int(),
  cost: z.number(),
  costPeriod: z.enum(COST_PERIODS),
  status: z.enum(ROOM_STATUSES),
  location: z.string().nullable(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

export const roomSchema = roomSummarySchema.extend({
  description: z.string().nullable(),
  files: z.array(placeFileSchema),
  instructions: z.string().nullable(),
  venue: z.object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(VENUE_STATUSES),
    address: addressSchema,
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    timeZone: z.string(),
  }),
  sharingWorkspaces: z.array(sharingWorkspaceSchema),
  activeRelations: activeRelationsSchema,
  actions: roomActionsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Room = z.infer<typeof roomSchema>;

const capacity = z
  .number({ error: v('roomCapacityRequired') })
  .int(v('roomCapacityWhole'))
  .min(1, v('roomCapacityRequired'))
  .max(100000);
const cost = z
  .number({ error: v('roomCostInvalid') })
  .min(0, v('roomCostInvalid'))
  .max(10_000_000);

/** The room's own fields, without defaults (an update sends what it changes). */
const roomFields = {
  name: visibleText().min(1, v('roomNameRequired')).max(200),
  description: optionalText(5000),
  files: fileRefs,
  location: optionalText(200),
  capacity,
  cost,
  costPeriod: z.enum(COST_PERIODS),
  instructions: optionalText(5000),
  sharingWorkspaces: workspaceIds,
};

// --- POST /api/classroom/rooms
export const createRoomBodySchema = z.object({
  venueId: z.uuid(),
  name: roomFields.name,
  description: roomFields.description,
  files: roomFields.files.optional().default([]),
  location: roomFields.location,
  capacity: roomFields.capacity,
  cost: roomFields.cost.optional().default(ROOM_DEFAULTS.cost),
  costPeriod: roomFields.costPeriod.optional().default(ROOM_DEFAULTS.costPeriod),
  status: z.enum(['draft', 'active']).optional().default(ROOM_DEFAULTS.status),
  instructions: roomFields.instructions,
  sharingWorkspaces: roomFields.sharingWorkspaces.optional().default([]),
});
export type CreateRoomBody = z.input<typeof createRoomBodySchema>;

// --- PATCH /api/classroom/rooms: what it names changes; `status` activates or reverts to draft.
export const updateRoomBodySchema = z.object({
  id: z.uuid(),
  name: roomFields.name.optional(),
  description: roomFields.description.optional(),
  files: roomFields.files.optional(),
  location: roomFields.location.optional(),
  capacity: roomFields.capacity.optional(),
  cost: roomFields.cost.optional(),
  costPeriod: roomFields.costPeriod.optional(),
  status: z.enum(['draft', 'active']).optional(),
  instructions: roomFields.instructions.optional(),
  sharingWorkspaces: roomFields.sharingWorkspaces.optional(),
});
export type UpdateRoomBody = z.input<typeof updateRoomBodySchema>;

/** Comma-separated values of a filter (`filters[status]=draft,active`), each checked. */
const listFilter = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item).max(100));

// --- GET /api/classroom/rooms?filters[venueIds]=&filters[status]=&search=&page=&pageSize=
export const roomsQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  'filters[venueIds]': listFilter(z.uuid()),
  'filters[status]': listFilter(z.enum(ROOM_STATUSES)),
});
export const roomListItemSchema = roomSummarySchema.extend({
  /** `timeZone`: the venue's, which sessions in the room take (the session editor reads it here). */
  venue: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() }),
});
export type RoomListItem = z.infer<typeof roomListItemSchema>;
export const roomsResponseSchema = z.object({ data: z.array(roomListItemSchema), pagination: paginationSchema });
export type RoomsResponse = z.infer<typeof roomsResponseSchema>;

// --- Venues
export const venueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: addressSchema,
  files: z.array(placeFileSchema),
  rooms: z.array(roomSummarySchema),
  status: z.enum(VENUE_STATUSES),
  visibility: z.enum(VENUE_VISIBILITIES),
  /** IANA zone: the local times of sessions in its rooms are this zone's (docs/events.md). */
  timeZone: z.string(),
  sharingWorkspaces: z.array(sharingWorkspaceSchema),
  activeRelations: activeRelationsSchema,
  /** The workspace the venue belongs to; the workspaces in sharingWorkspaces see it too. */
  workspaceId: z.uuid(),
  actions: venueActionsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Venue = z.infer<typeof venueSchema>;

const venueFields = {
  name: visibleText().min(1, v('venueNameRequired')).max(200),
  description: optionalText(5000),
  contactEmail: z
    .union([z.literal(''), z.email(v('emailInvalid')).max(254)])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  contactPhone: optionalText(50),
  address: addressInputSchema,
  files: fileRefs,
  visibility: z.enum(VENUE_VISIBILITIES),
  // Kept as the zone's own spelling ('america/new_york' is America/New_York).
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, v('timeZoneInvalid'))
    .transform((zone) => new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone),
  sharingWorkspaces: workspaceIds,
};

// --- POST /api/classroom/venues
export const createVenueBodySchema = z.object({
  name: venueFields.name,
  description: venueFields.description,
  contactEmail: venueFields.contactEmail,
  contactPhone: venueFields.contactPhone,
  address: venueFields.address.optional().default(() => addressInputSchema.parse({})),
  files: venueFields.files.optional().default([]),
  visibility: venueFields.visibility.optional().default(VENUE_DEFAULTS.visibility),
  timeZone: venueFields.timeZone.optional().default(VENUE_DEFAULTS.timeZone),
  sharingWorkspaces: venueFields.sharingWorkspaces.optional().default([]),
  status: z.enum(['draft', 'active']).optional().default(VENUE_DEFAULTS.status),
});
export type CreateVenueBody = z.input<typeof createVenueBodySchema>;

// --- PATCH /api/classroom/venues: what it names changes; `status` activates or reverts to draft.
export const updateVenueBodySchema = z.object({
  id: z.uuid(),
  name: venueFields.name.optional(),
  description: venueFields.description.optional(),
  contactEmail: venueFields.contactEmail.optional(),
  contactPhone: venueFields.contactPhone.optional(),
  address: venueFields.address.optional(),
  files: venueFields.files.optional(),
  visibility: venueFields.visibility.optional(),
  timeZone: venueFields.timeZone.optional(),
  sharingWorkspaces: venueFields.sharingWorkspaces.optional(),
  status: z.enum(['draft', 'active']).optional(),
});
export type UpdateVenueBody = z.input<typeof updateVenueBodySchema>;

// --- GET /api/classroom/venues?search=&filters[status]=&page=&pageSize=
export const venuesQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  'filters[status]': listFilter(z.enum(VENUE_STATUSES)),
});
export const venueListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(VENUE_STATUSES),
  visibility: z.enum(VENUE_VISIBILITIES),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  formatted_address: z.string(),
  roomsCount: z.number().int(),
  /** Whether it belongs to the caller's workspace (false: shared with it). */
  own: z.boolean(),
});
export type VenueListItem = z.infer<typeof venueListItemSchema>;
export const venuesResponseSchema = z.object({ data: z.array(venueListItemSchema), pagination: paginationSchema });
export type VenuesResponse = z.infer<typeof venuesResponseSchema>;

export const classroomIdParamsSchema = z.object({ id: z.uuid() });

/** The address's parts joined with commas, skipping empty ones: the spec's formatted_address. */
export function formatAddress(parts: {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  county?: string | null;
  postcode?: string | null;
  country?: string | null;
}): string {
  return [parts.address_1, parts.address_2, parts.city, parts.county, parts.postcode, parts.country]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}
