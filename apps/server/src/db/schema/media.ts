import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { customers, workspaces } from './platform.js';

// Stored files and the media library. Owned by modules/media.

export const files = pgTable(
  'files',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    // pending: upload address given out; uploaded: the local upload endpoint took the one
    // upload its policy allows; ready: confirmed (checked, decoded) and served from storageKey.
    status: text('status', { enum: ['pending', 'uploaded', 'ready'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('files_workspace_idx').on(t.workspaceId)],
);

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
