import type { Customisation } from '@campus/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz, updatedAt } from './columns.js';

// Tenants: customers, their subscriptions and workspaces, organisation units and their managers, workspace groups. Owned by modules/platform.

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    longName: text('long_name'),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    notes: text('notes'),
    url: text('url'),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<Record<string, string | null>>(),
    options: jsonb('options').$type<{ hideEventsCatalogue?: boolean }>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('customers_status_check', sql`${t.status} in ('active','draft','archived')`)],
);

/** A customer's subscription to one service (03 §3 Subscription). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceKey: text('service_key', { enum: ['EBS', 'LMS', 'DW', 'CCS', 'ELMS', 'SSO', 'API'] }).notNull(),
    fromDate: tz('from_date'),
    toDate: tz('to_date'),
    status: text('status', { enum: ['active', 'inactive', 'cancelled'] }).notNull(),
    createdBy: uuid('created_by'),
    cancelledBy: uuid('cancelled_by'),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_customer_service_idx').on(t.customerId, t.serviceKey)],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    domain: text('domain'),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    selfRegistrationEnabled: boolean('self_registration_enabled').notNull().default(false),
    feedbackFormsEnabled: boolean('feedback_forms_enabled').notNull().default(false),
    customisation: jsonb('customisation').$type<Customisation>().notNull(),
    expiryDate: tz('expiry_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workspaces_customer_idx').on(t.customerId), uniqueIndex('workspaces_domain_idx').on(t.domain)],
);

export const organisationUnits = pgTable(
  'organisation_units',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => organisationUnits.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /**
     * Catalogue items suggested to the unit's people (03 §3 Organisation unit suggestedCourses).
     * Named without a foreign key: catalogue's tables stand on platform's.
     */
    suggestedCourses: uuid('suggested_courses')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('organisation_units_workspace_idx').on(t.workspaceId, t.parentId)],
);

export const workspaceGroups = pgTable(
  'workspace_groups',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Catalogue items suggested to the group's members (03 §3), without a foreign key as on units. */
    suggestedCourses: uuid('suggested_courses')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    disableSuggestedCourses: boolean('disable_suggested_courses').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workspace_groups_workspace_name_idx').on(t.workspaceId, t.name)],
);
