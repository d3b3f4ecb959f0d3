import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { isAbortError } from '../../../lib/api/ApiError';
import { uploadFile } from '../../../lib/files/uploadFile';

/** 02 §5: "SCORM files are declared as application/zip". */
export const SCORM_PACKAGE_TYPE = 'application/zip';

export type PackageUpload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; size: number; percent: number }
  | { state: 'done'; name: string; size: number; fileId: string }
  | { state: 'refused'; name: string; reason: 'notAZip' | 'tooLarge'; size: number }
  | { state: 'failed'; name: string; message: string };

/** Whether a chosen file can be a SCORM package: a .zip by name (browsers differ on a zip's type). */
export function packageProblem(file: File): 'notAZip' | 'tooLarge' | null {
  if (!file.name.toLowerCase().endsWith('.zip')) return 'notAZip';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/**
 * One SCORM package's upload through the presigned flow, with its progress (issue 27 "a zip
 * through the presigned flow, declared application/zip, with the upload's progress"). The upload
 * starts as soon as the file is chosen, so it runs while the person fills in the details;
 * `onUploaded` hands the file id to the form, `onCleared` takes it back when another file is
 * chosen or the upload is cancelled. Leaving the screen cancels an upload under way.
 */
export function usePackageUpload({
  onUploaded,
  onCleared,
}: {
  onUploaded: (fileId: string) => void;
  onCleared: () => void;
}) {
  const [upload, setUpload] = useState<PackageUpload>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Kept current after each render, for an upload that finishes after the form changed.
  const callbacks = useRef({ onUploaded, onCleared });
  useEffect(() => {
    callbacks.current = { onUploaded, onCleared };
  });

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    running.current?.abort();
    callbacks.current.onCleared();
    const problem = packageProblem(file);
    if (problem) {
      setUpload({ state: 'refused', name: file.name, reason: problem, size: file.size });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setUpload({ state: 'uploading', name: file.name, size: file.size, percent: 0 });
    try {
      const record = await uploadFile(file, {
        mimeType: SCORM_PACKAGE_TYPE,
        signal: controller.signal,
        onProgress: (percent) =>
          setUpload((current) => (current.state === 'uploading' ? { ...current, percent } : current)),
      });
      if (controller.signal.aborted) return;
      setUpload({ state: 'done', name: file.name, size: file.size, fileId: record.id });
      callbacks.current.onUploaded(record.id);
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      setUpload({ state: 'failed', name: file.name, message: errorMessageOf(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    callbacks.current.onCleared();
    setUpload({ state: 'idle' });
  }, []);

  return { upload, start, cancel };
}
