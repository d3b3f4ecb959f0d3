import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { files } from './platform.js';
import { customers, users, workspaces } from './tenancy.js';

/**
 * The media library (03 §3 Media item): one library per customer. An item is an uploaded file
 * with a title, description, alt text and privacy; it shares the file's id, so the spec's image
 * address `/file/{id}/{size}` takes a media item's id (decisions/0027).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The workspace it was uploaded in (the library itself is the customer's). */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    alt: text('alt').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list: a customer's items newest first, optionally only images or only files.
    index('media_items_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('media_items_customer_kind_created_idx').on(t.customerId, t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);
