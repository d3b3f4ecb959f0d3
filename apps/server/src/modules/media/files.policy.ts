import type { FileRow } from './files.repository.js';

/**
 * Record-level rules of files (01 §7, 03 §7). Whose files a caller reaches is the repository's
 * scope (their workspace's; outside a workspace, their own uploads; superadmins all); these
 * answer what may happen to one file.
 */

/** Only a confirmed file is read: its checked copy is the only one ever served. */
export const mayReadFile = (file: Pick<FileRow, 'status'>): boolean => file.status === 'ready';

/**
 * Confirming writes the checked copy only while the file is unconfirmed: a confirmed file's
 * bytes are final, and confirming it again just answers it as it is.
 */
export const mayReplaceFile = (file: Pick<FileRow, 'status'>): boolean => file.status !== 'ready';

/** Anyone holding its unguessable id may load a confirmed image: an <img> sends no token (01 §7). */
export const isPublicImage = (file: Pick<FileRow, 'status' | 'mimeType'>): boolean =>
  mayReadFile(file) && file.mimeType.startsWith('image/');
