import { ERROR_CODES } from '@campus/contracts';
import { AppError } from '../../lib/errors.js';
import type { AppServices } from '../../services/services.js';
import type { LocalStorage } from '../../services/storage/local-storage.js';
import { contentMatchesType } from '../../services/storage/sniff.js';
import { claimUpload, releaseUpload } from './files.repository.js';

/** A posted upload form: its fields, the file part's type, and its bytes (read only once the policy holds). */
export interface UploadForm {
  field(name: string): string;
  mimeType: string;
  read(): Promise<Buffer>;
}

/**
 * The local driver's stand-in for the bucket: takes a presigned post the way S3 would. The signed
 * policy is the authorisation; the file is checked and made usable by `complete`, the same as an
 * upload straight to S3.
 */
export function localUploadService({ database, storage }: Pick<AppServices, 'database'> & { storage: LocalStorage }) {
  const { db } = database;

  return {
    async accept(form: UploadForm): Promise<void> {
      const policy = storage.verifyPolicy(form.field('policy'), form.field('signature'));
      if (!policy || policy.key !== form.field('key'))
        throw new AppError(403, 'forbidden', 'The upload address is invalid or has expired.');
      if (form.mimeType !== policy.mimeType || form.field('Content-Type') !== policy.mimeType) {
        throw new AppError(415, 'unsupported_media_type', 'The file type does not match the upload request.');
      }
      const body = await form.read();
      if (body.length === 0 || body.length > policy.maxSize) {
        throw new AppError(413, 'payload_too_large', 'The file is larger than the size given for this upload.');
      }
      if (!contentMatchesType(body, policy.mimeType)) {
        throw new AppError(415, 'unsupported_media_type', 'The file content does not match its type.');
      }
      // One upload per policy: a second post, before or after completion (which moves the file
      // to another key), finds nothing waiting for it and replaces nothing.
      const claimed = await claimUpload(db, policy.key);
      if (!claimed) throw new AppError(409, ERROR_CODES.conflict, 'This upload address has already been used.');
      try {
        await storage.put(policy.key, body, policy.mimeType);
      } catch (error) {
        await releaseUpload(db, claimed.id);
        throw error;
      }
    },
  };
}

export type LocalUploadService = ReturnType<typeof localUploadService>;
