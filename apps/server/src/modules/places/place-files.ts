import type { PlaceFile } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { CustomerScope } from '../../lib/scope.js';
import { mediaItemsOfCustomer, mediaUrls } from '../media/index.js';

/**
 * A place's library items in the order chosen, with what showing them needs (title, alt text,
 * kind and address: an image's medium size, another file's signed download). Items since removed
 * from the library, or made private, are left out: the place keeps their ids and shows them again
 * if they come back public. The place is of the caller's customer (`tenant`).
 */
export async function placeFiles(
  db: Queryable,
  uploadSecret: string,
  tenant: CustomerScope,
  fileIds: readonly string[],
): Promise<PlaceFile[]> {
  const items = new Map((await mediaItemsOfCustomer(db, tenant, fileIds)).map((item) => [item.id, item]));
  return fileIds.flatMap((fileId) => {
    const item = items.get(fileId);
    if (!item || item.isPrivate) return [];
    const urls = mediaUrls(uploadSecret, item);
    const url = (item.kind === 'image' ? urls.medium : urls.original) ?? '';
    return [{ fileId, title: item.title, alt: item.alt, kind: item.kind, url }];
  });
}
