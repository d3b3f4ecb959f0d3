import {
  presignedPostRequestSchema,
  type FileRecord,
  type PresignedPostResponse,
  MEDIA_ENDPOINTS,
} from '@campus/contracts';
import { ApiError } from '../api/ApiError';
import { callEndpoint } from '../api/callEndpoint';
import { i18n } from '../i18n/i18n';

export interface UploadOptions {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /**
   * The type to declare instead of the browser's guess: SCORM packages are declared
   * application/zip (02 §5), while Windows calls a zip application/x-zip-compressed.
   */
  mimeType?: string;
}

/**
 * Posts the file straight to the presigned address (our upload endpoint or the S3 bucket).
 * XMLHttpRequest, because fetch cannot report upload progress.
 */
function postToStorage(post: PresignedPostResponse, file: File, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve();
        return;
      }
      let message: string = i18n.t('upload.failed');
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
      } catch {
        // S3 answers in XML; keep the generic text.
      }
      reject(new ApiError({ status: xhr.status, code: 'upload_failed', message, path: post.url }));
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'upload_failed', message: i18n.t('upload.failed'), path: post.url }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The spec's presigned-upload flow: ask for an address, upload with progress, confirm. */
export async function uploadFile(given: File, options: UploadOptions = {}): Promise<FileRecord> {
  // The same bytes under the declared type, so the form part says what the presigned call said.
  const file =
    options.mimeType && options.mimeType !== given.type
      ? new File([given], given.name, { type: options.mimeType, lastModified: given.lastModified })
      : given;
  const request = presignedPostRequestSchema.parse({ mimeType: file.type, name: file.name, size: file.size });
  const post = await callEndpoint(MEDIA_ENDPOINTS.presignUpload, { body: request, signal: options.signal });
  await postToStorage(post, file, options);
  return callEndpoint(MEDIA_ENDPOINTS.completeUpload, {
    params: { id: post.fileId },
    body: {},
    signal: options.signal,
  });
}
