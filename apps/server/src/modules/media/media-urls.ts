import crypto from 'node:crypto';
import { endpointPath, ENDPOINTS, IMAGE_SIZES, type MediaUrls } from '@campus/contracts';

/**
 * The addresses of a media item (03 §3 presignedUrls, 03 §7 `/file/{id}/{size}`): an image's
 * sizes, or another file's download. A public image's address is its id alone, like every image
 * (decisions/0004). A private image's, and any other file's, carries an expiry and an HMAC of the
 * id and expiry, so an <img> or a download link works without a token and a copied address stops
 * working: the expiry is the end of the next full hour, so the address stays the same (and
 * cached) within the hour and lasts one to two hours (decisions/0027).
 */

const SIZES = [...(Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]), 'original'] as const;
const HOUR = 3600;

const sign = (secret: string, id: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`media-image:${id}:${expires}`).digest('base64url');

export function mediaUrls(
  secret: string,
  item: { id: string; kind: 'image' | 'file'; isPrivate: boolean },
  now: Date = new Date(),
): MediaUrls {
  const expires = (Math.floor(now.getTime() / 1000 / HOUR) + 2) * HOUR;
  const signed = `?expires=${expires}&signature=${sign(secret, item.id, expires)}`;
  // Another file (a PDF, a spreadsheet) is only ever served by its signed address, as a download.
  if (item.kind !== 'image') {
    return { original: `${endpointPath(ENDPOINTS.fileImage, { id: item.id, size: 'original' })}${signed}` };
  }
  const query = item.isPrivate ? signed : '';
  return Object.fromEntries(
    SIZES.map((size) => [size, `${endpointPath(ENDPOINTS.fileImage, { id: item.id, size })}${query}`]),
  ) as MediaUrls;
}

/** Whether a media item's address is one we signed and it has not expired. */
export function validMediaSignature(
  secret: string,
  id: string,
  query: { expires?: number; signature?: string },
  now: Date = new Date(),
): boolean {
  if (!query.expires || !query.signature) return false;
  if (query.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, id, query.expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
