import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MediaKind, MediaListFilters } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { files, mediaItems } from '../../db/schema/index.js';
import type { CustomerScope, Scope } from '../../lib/scope.js';
import { inScopeCustomer, type Reach } from '../../db/scope-filters.js';
import { fileReach } from './files.repository.js';
import { isMediaAdministrator } from './media-library.policy.js';

/** Owner of media_items: the media library's records (their files are in files.repository.ts). */

export interface MediaRow {
  id: string;
  customerId: string;
  workspaceId: string | null;
  kind: MediaKind;
  title: string;
  description: string;
  alt: string;
  isPrivate: boolean;
  ownerId: string | null;
  uploaderId: string | null;
  createdAt: Date;
  originalFileName: string;
  fileType: string;
  size: number;
  storageKey: string;
}

const columns = {
  id: mediaItems.id,
  customerId: mediaItems.customerId,
  workspaceId: mediaItems.workspaceId,
  kind: mediaItems.kind,
  title: mediaItems.title,
  description: mediaItems.description,
  alt: mediaItems.alt,
  isPrivate: mediaItems.isPrivate,
  ownerId: mediaItems.ownerId,
  uploaderId: mediaItems.uploaderId,
  createdAt: mediaItems.createdAt,
  originalFileName: files.name,
  fileType: files.mimeType,
  size: files.size,
  storageKey: files.storageKey,
};

/**
 * Which library a caller reads: their token's customer; a superadmin names one (03 §7 "optional
 * customerId") or reads their token's. Anyone else naming another customer reaches nothing.
 * Returns the customer id, or null when the call reaches no library.
 */
export function libraryCustomer(scope: Scope, requested: string | undefined): string | null {
  if (scope.actor.isSuperadmin) return requested ?? scope.customerId;
  if (requested && requested !== scope.customerId) return null;
  return scope.customerId;
}

/** The tenant filter and the privacy rule (`mayReadMediaItem`) as one WHERE. */
function visibleMedia(scope: Scope, customerId?: string): Reach {
  const tenant = customerId ? eq(mediaItems.customerId, customerId) : inScopeCustomer(scope, mediaItems.customerId);
  if (isMediaAdministrator(scope)) return tenant;
  const own = scope.userId
    ? or(eq(mediaItems.ownerId, scope.userId), eq(mediaItems.uploaderId, scope.userId))
    : undefined;
  return and(tenant, own ? or(eq(mediaItems.isPrivate, false), own) : eq(mediaItems.isPrivate, false)) as SQL;
}

function filtersOf({ search, type }: MediaListFilters): SQL | undefined {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  return and(
    type ? eq(mediaItems.kind, type) : undefined,
    pattern ? or(ilike(mediaItems.title, pattern), ilike(files.name, pattern)) : undefined,
  );
}

/** The list's order: newest first. Siblings follow it. */
const LIST_ORDER = [desc(mediaItems.createdAt), desc(mediaItems.id)];

export async function listMedia(
  db: Queryable,
  scope: Scope,
  customerId: string,
  filters: MediaListFilters,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const where = and(visibleMedia(scope, customerId), filtersOf(filters));
  const { rows, total } = await pageWithTotal(
    db
      .select(columns)
      .from(mediaItems)
      .innerJoin(files, eq(files.id, mediaItems.id))
      .where(where)
      .orderBy(...LIST_ORDER),
    db.select({ total: count() }).from(mediaItems).innerJoin(files, eq(files.id, mediaItems.id)).where(where),
    { page, pageSize },
  );
  return { rows, total };
}

/** One item the caller may see, or null (another customer's, someone else's private one, none). */
export async function findMediaInScope(db: Queryable, scope: Scope, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select(columns)
    .from(mediaItems)
    .innerJoin(files, eq(files.id, mediaItems.id))
    .where(and(eq(mediaItems.id, id), visibleMedia(scope)))
    .limit(1);
  return row ?? null;
}

/** The items of these ids the caller may see (fewer than asked when some are not theirs to reach). */
export async function findManyMediaInScope(db: Queryable, scope: Scope, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(mediaItems)
    .innerJoin(files, eq(files.id, mediaItems.id))
    .where(and(inArray(mediaItems.id, [...ids]), visibleMedia(scope)));
}

/**
 * The items before and after one in the list's order (newest first) with the same filters, among
 * those the caller sees. Compared in SQL against the row itself, so timestamps keep their precision.
 */
export async function mediaSiblings(
  db: Queryable,
  scope: Scope,
  item: Pick<MediaRow, 'id' | 'customerId'>,
  filters: MediaListFilters,
): Promise<{ prevId: string | null; nextId: string | null }> {
  const where = and(visibleMedia(scope, item.customerId), filtersOf(filters));
  const current = sql`(select ${mediaItems.createdAt}, ${mediaItems.id} from ${mediaItems} where ${mediaItems.id} = ${item.id})`;
  const [[prev], [next]] = await Promise.all([
    db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .innerJoin(files, eq(files.id, mediaItems.id))
      .where(and(where, sql`(${mediaItems.createdAt}, ${mediaItems.id}) > ${current}`))
      .orderBy(asc(mediaItems.createdAt), asc(mediaItems.id))
      .limit(1),
    db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .innerJoin(files, eq(files.id, mediaItems.id))
      .where(and(where, sql`(${mediaItems.createdAt}, ${mediaItems.id}) < ${current}`))
      .orderBy(...LIST_ORDER)
      .limit(1),
  ]);
  return { prevId: prev?.id ?? null, nextId: next?.id ?? null };
}

/**
 * Of the ids given, the customer's media items with their kind and privacy: for the records that
 * show library items to others (venues' images, rooms' files), which accept only public items:
 * the items of the caller's customer, whose places they are.
 */
export async function mediaItemsOfCustomer(
  db: Queryable,
  scope: CustomerScope,
  ids: readonly string[],
): Promise<{ id: string; kind: MediaKind; isPrivate: boolean; title: string; alt: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: mediaItems.id,
      kind: mediaItems.kind,
      isPrivate: mediaItems.isPrivate,
      title: mediaItems.title,
      alt: mediaItems.alt,
    })
    .from(mediaItems)
    .where(and(eq(mediaItems.customerId, scope.customerId), inArray(mediaItems.id, [...ids])));
}

/**
 * Of the ids of files the caller reaches (`fileReach`), those that are media items already (a file
 * becomes one item at most).
 */
export async function mediaExists(db: Queryable, scope: Scope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .innerJoin(files, eq(files.id, mediaItems.id))
    .where(and(inArray(mediaItems.id, [...ids]), fileReach(scope)));
  return rows.map((row) => row.id);
}

/**
 * New items, each of a file the caller reaches (`fileReach`) and of that file's customer; any other
 * is refused before anything is written.
 */
export async function insertMediaItems(
  db: Queryable,
  scope: Scope,
  items: (typeof mediaItems.$inferInsert)[],
): Promise<void> {
  if (items.length === 0) return;
  const reached = await db
    .select({ id: files.id, customerId: files.customerId })
    .from(files)
    .where(
      and(
        inArray(
          files.id,
          items.map((item) => item.id),
        ),
        fileReach(scope),
      ),
    );
  const customerOf = new Map(reached.map((file) => [file.id, file.customerId]));
  if (items.some((item) => customerOf.get(item.id) !== item.customerId))
    throw new Error("A media item of a file out of the caller's reach");
  await db.insert(mediaItems).values(items);
}

/** Changes an item of a customer the caller reaches (one it reached and may change: `mayChangeMediaItem`). */
export async function updateMediaItem(
  db: Queryable,
  scope: Scope,
  id: string,
  values: Pick<MediaRow, 'title' | 'description' | 'alt' | 'isPrivate'>,
): Promise<void> {
  await db
    .update(mediaItems)
    .set(values)
    .where(and(eq(mediaItems.id, id), inScopeCustomer(scope, mediaItems.customerId)));
}

/**
 * Removes the items and their file records, of customers the caller reaches (the bytes are
 * removed by the caller afterwards).
 */
export async function deleteMediaItems(db: Queryable, scope: Scope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(and(inArray(files.id, [...ids]), inScopeCustomer(scope, files.customerId)));
}

type MediaPrivacy = { isPrivate: boolean; ownerId: string | null; uploaderId: string | null };

/** The media item privacy of a file the caller reaches (`fileReach`: a download); null when it is not an item. */
export async function mediaPrivacyOfFile(db: Queryable, scope: Scope, id: string): Promise<MediaPrivacy | null> {
  const [row] = await db
    .select({ isPrivate: mediaItems.isPrivate, ownerId: mediaItems.ownerId, uploaderId: mediaItems.uploaderId })
    .from(mediaItems)
    .innerJoin(files, eq(files.id, mediaItems.id))
    .where(and(eq(mediaItems.id, id), fileReach(scope)))
    .limit(1);
  return row ?? null;
}

/**
 * A file's media item privacy, whoever asks; null when it is not an item.
 * @unscoped public The open image address (no token): the unguessable id and its signature are the
 * key.
 */
export async function mediaPrivacyForAnyone(db: Queryable, id: string): Promise<MediaPrivacy | null> {
  const [row] = await db
    .select({ isPrivate: mediaItems.isPrivate, ownerId: mediaItems.ownerId, uploaderId: mediaItems.uploaderId })
    .from(mediaItems)
    .where(eq(mediaItems.id, id))
    .limit(1);
  return row ?? null;
}
