import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '@campus/contracts';
import type { Storage } from '../../services/storage/storage.js';
import type { FileRow } from './files.repository.js';

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
  const body = await sharp(original)
    .rotate()
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp()
    .toBuffer();
  await storage.put(variantKey, body, 'image/webp');
  return { body, mimeType: 'image/webp' };
}
