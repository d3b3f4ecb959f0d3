import { pipeline, Transform } from 'node:stream';
import { ERROR_CODES } from '@campus/contracts';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../services/storage/storage.js';
import { contentMatchesType } from '../../services/storage/sniff.js';
import type { FileRow } from './files.repository.js';

export const NOT_UPLOADED = 'The file has not been uploaded yet.';
export const mismatch = () =>
  new AppError(415, ERROR_CODES.unsupportedMediaType, 'The uploaded file does not match its declared type or size.');

/** How much of the start a type's signature needs (sniff.ts reads at most 4 KB). */
const SNIFF_BYTES = 4096;

class Mismatch extends Error {}

/**
 * Copies an upload that is not an image to its ready key as a stream, checking on the way the
 * bytes that are copied: the signature of the first 4 KB, and at most the declared size. A
 * 200 MB SCORM package is never held whole. The bytes checked are the bytes stored, as with the
 * whole-buffer check (decisions/0016); when the upload changes between reading its length and
 * its bytes (a presigned POST used again), the copy fails and the caller may confirm again.
 */
export async function streamCheckedCopy(storage: Storage, file: FileRow, readyKey: string): Promise<number> {
  const stored = await storage.head(file.storageKey);
  if (!stored) throw new AppError(409, ERROR_CODES.conflict, NOT_UPLOADED);
  if (stored.size === 0 || stored.size > file.size) {
    await storage.delete(file.storageKey);
    throw mismatch();
  }
  const source = await storage.getStream(file.storageKey);
  if (!source) throw new AppError(409, ERROR_CODES.conflict, NOT_UPLOADED);
  const checked = pipeline(source, sniffing(file.mimeType, file.size), () => undefined);
  try {
    await storage.putStream(readyKey, checked, file.mimeType, stored.size);
    return stored.size;
  } catch (error) {
    if (checked.errored instanceof Mismatch) {
      await storage.delete(file.storageKey);
      throw mismatch();
    }
    if (!source.errored && !checked.errored) {
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        'The upload changed while it was confirmed. Please confirm it again.',
      );
    }
    throw error;
  }
}

/** Passes the bytes through, failing them when their start contradicts the type or they exceed `maxSize`. */
function sniffing(mimeType: string, maxSize: number): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  let seen = 0;
  const matches = () => {
    checked = true;
    return contentMatchesType(head, mimeType);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxSize) return done(new Mismatch());
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES && !matches()) return done(new Mismatch());
      }
      done(null, chunk);
    },
    flush(done) {
      done(seen === 0 || (!checked && !matches()) ? new Mismatch() : null);
    },
  });
}
