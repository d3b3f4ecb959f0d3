import { DEFAULT_TIME_ZONE, ROOM_DEFAULTS, VENUE_DEFAULTS } from '@campus/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { customers, workspaces } from './platform.js';

// Venues and their rooms. Owned by modules/places.

/**
 * Venues and their rooms (03 §3), owned by `modules/classroom`. A venue belongs to the customer
 * and the workspace it was made in; the workspaces in `sharing_workspace_ids` (the same customer's)
 * see it too. File ids point into the media library (`files`); they are kept as a list, since a
 * file removed from the library should not block or remove the venue.
 */
export const venues = pgTable(
  'venues',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    county: text('county'),
    postcode: text('postcode'),
    country: text('country').notNull().default(VENUE_DEFAULTS.country),
    formattedAddress: text('formatted_address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    addressType: text('address_type', { enum: ['automatic', 'manual'] })
      .notNull()
      .default(VENUE_DEFAULTS.addressType),
    /**
     * The venue's IANA zone (a Campus extension: 03 has none): sessions in its rooms are held in
     * it (docs/events.md "Time zones"). Europe/London when not given (03 §9).
     */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default(VENUE_DEFAULTS.status),
    visibility: text('visibility', { enum: ['visible', 'hidden'] })
      .notNull()
      .default(VENUE_DEFAULTS.visibility),
    sharingWorkspaceIds: uuid('sharing_workspace_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    /** Spec field `subdomains`: kept for the old system's data, not used by Campus. */
    subdomains: jsonb('subdomains').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "Venue names unique" (03 §5), per customer and regardless of case.
    uniqueIndex('venues_customer_name_idx').on(t.customerId, sql`lower(${t.name})`),
    // The list: a workspace's venues in its order (name, id), all or by status, read in index order.
    index('venues_workspace_name_idx').on(t.workspaceId, t.name, t.id),
    index('venues_workspace_status_name_idx').on(t.workspaceId, t.status, t.name, t.id),
    index('venues_sharing_idx').using('gin', t.sharingWorkspaceIds),
    check('venues_lat_range', sql`${t.lat} is null or (${t.lat} between -90 and 90)`),
    check('venues_lng_range', sql`${t.lng} is null or (${t.lng} between -180 and 180)`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The venue's workspace (a room lives where its venue does). */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    location: text('location'),
    capacity: integer('capacity').notNull().default(ROOM_DEFAULTS.capacity),
    /** Pounds, to the penny. */
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(ROOM_DEFAULTS.cost),
    costPeriod: text('cost_period', { enum: ['hour', 'day', 'week'] })
      .notNull()
      .default(ROOM_DEFAULTS.costPeriod),
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default(ROOM_DEFAULTS.status),
    instructions: text('instructions'),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    sharingWorkspaceIds: uuid('sharing_workspace_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "room names unique within venue" (03 §5), regardless of case.
    uniqueIndex('rooms_venue_name_idx').on(t.venueId, sql`lower(${t.name})`),
    index('rooms_customer_status_idx').on(t.customerId, t.status),
    index('rooms_sharing_idx').using('gin', t.sharingWorkspaceIds),
    check('rooms_capacity_positive', sql`${t.capacity} > 0`),
    check('rooms_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);
