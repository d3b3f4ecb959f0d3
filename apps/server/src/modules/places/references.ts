import { VENUE_MESSAGES, type FieldError } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { ValidationError } from '../../lib/errors.js';
import type { CustomerScope } from '../../lib/scope.js';
import { mediaItemsOfCustomer } from '../media/index.js';
import { customerWorkspaceIds } from './venues.repository.js';

/** What a place's `files` may name: a venue shows images (03 §1 "JPG, JPEG, PNG"); a room any file. */
export type PlaceFiles = 'images' | 'any';

/**
 * The ids a venue or room of the caller's customer (`tenant`) names besides itself: media library
 * items and workspaces to share with. Both must be the customer's own; another customer's id is a
 * field error, never stored.
 * The items must be public, since everyone who sees the place sees them (docs/venues.md), and a
 * venue's must be images. The owning workspace is dropped from the sharing list (it sees its own
 * places anyway).
 */
export async function checkReferences(
  db: Queryable,
  tenant: CustomerScope,
  place: { workspaceId: string },
  input: { files?: { fileId: string }[] | undefined; sharingWorkspaces?: string[] | undefined },
  accepts: PlaceFiles,
): Promise<{ fileIds?: string[]; sharingWorkspaceIds?: string[] }> {
  const fileIds = input.files ? [...new Set(input.files.map((file) => file.fileId))] : undefined;
  const sharing = input.sharingWorkspaces
    ? [...new Set(input.sharingWorkspaces)].filter((id) => id !== place.workspaceId)
    : undefined;
  const [items, knownWorkspaces] = await Promise.all([
    fileIds ? mediaItemsOfCustomer(db, tenant, fileIds) : [],
    sharing ? customerWorkspaceIds(db, tenant, sharing) : new Set<string>(),
  ]);
  const fields: FieldError[] = [];
  const fileError = filesError(fileIds ?? [], items, accepts);
  if (fileError) fields.push({ path: 'body.files', message: fileError });
  if (sharing?.some((id) => !knownWorkspaces.has(id))) {
    fields.push({ path: 'body.sharingWorkspaces', message: VENUE_MESSAGES.unknownWorkspace });
  }
  if (fields.length > 0) throw new ValidationError(fields);
  return {
    ...(fileIds && { fileIds }),
    ...(sharing && { sharingWorkspaceIds: sharing }),
  };
}

function filesError(
  ids: readonly string[],
  items: readonly { id: string; kind: string; isPrivate: boolean }[],
  accepts: PlaceFiles,
): string | null {
  const found = new Map(items.map((item) => [item.id, item]));
  if (ids.some((id) => !found.has(id))) return VENUE_MESSAGES.unknownFile;
  if (accepts === 'images' && items.some((item) => item.kind !== 'image')) return VENUE_MESSAGES.imagesOnly;
  if (items.some((item) => item.isPrivate)) return VENUE_MESSAGES.privateFile;
  return null;
}
