import { apiRequest } from './client';

/**
 * Downloads a file the API serves to signed-in people (a calendar file, a flyer): fetched with the
 * session's token, as a plain link cannot carry it, then saved under the given name.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await apiRequest<Blob>(path, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the copy in memory after.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a title: letters and digits, words joined by hyphens ("Fire safety & you" → "fire-safety-you"). */
export const fileNameOf = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'download';
