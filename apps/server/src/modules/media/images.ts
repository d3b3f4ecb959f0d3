import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '@campus/contracts';
import type { Storage } from '../../services/storage/storage.js';
import type { FileRow } from './files.repository.js';

/**
 * Whether the bytes decode as an image from start to end. A matching signature is not enough: a
 * PNG header followed by garbage, or a truncated file, only fails when the pixels are read, and
 * `stats()` reads them all (tile by tile, so a large image does not sit in memory decoded).
 */
export async function imageDecodes(body: Buffer): Promise<boolean> {
  try {
    await sharp(body).stats();
    return true;
  } catch {
    return false;
  }
}

/**
 * An image at a generated size (small, medium, large) or the original. Sizes are made on first
 * request and kept in storage next to the original, so every instance serves the same bytes.
 */
export async function imageVariant(
  storage: Storage,
  file: FileRow,
  size: ImageSize,
): Promise<{ body: Buffer; mimeType: string } | null> {
  if (size === 'original' || file.mimeType === 'image/gif') {
    const body = await storage.get(file.storageKey);
    return body ? { body, mimeType: file.mimeType } : null;
  }
  const variantKey = `${file.storageKey}@${size}.webp`;
  const cached = await storage.get(variantKey);
  if (cached) return { body: cached, mimeType: 'image/webp' };
  const original = await storage.get(file.storageKey);
  if (!original) return null;
  const width = IMAGE_SIZES[size];
  let body: Buffer;
  try {
    body = await sharp(original)
      .rotate()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp()
      .toBuffer();
  } catch {
    // Only an image confirmed before uploads were decoded on completion can get here: there is
    // no such size to serve, which is a miss rather than a server fault.
    return null;
  }
  await storage.put(variantKey, body, 'image/webp');
  return { body, mimeType: 'image/webp' };
}
