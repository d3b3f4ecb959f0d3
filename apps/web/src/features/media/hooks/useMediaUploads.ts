import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEDIA_TYPES, mediaKindOf, type MediaItem, type MediaKind } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { uploadFile } from '../../../lib/files/uploadFile';
import { toast } from '../../../ui/toast';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { createMedia } from '../api/mediaApi';

export type UploadState = 'uploading' | 'done' | 'failed';

/** One file on its way into the library, as the progress list shows it. */
export interface MediaUpload {
  key: string;
  name: string;
  percent: number;
  state: UploadState;
  error?: string;
  /** The media item it became. */
  item?: MediaItem;
}

/** Files uploaded side by side at most: enough to fill the line, few enough to show progress. */
const PARALLEL = 3;

const acceptedType = (file: File, kind?: MediaKind) =>
  (MEDIA_TYPES as readonly string[]).includes(file.type) && (!kind || mediaKindOf(file.type) === kind);

/**
 * Uploads several files at once into the media library (03 §2): each through the presigned flow
 * with its own progress (`uploadFile`), then the ones that arrived become media items in one call.
 * Toasts the spec's 'Media has been successfully uploaded.' or 'Media hasn't been uploaded.'.
 */
export function useMediaUploads({ kind, onAdded }: { kind?: MediaKind; onAdded?: (items: MediaItem[]) => void } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const counter = useRef(0);

  const patch = useCallback((key: string, change: Partial<MediaUpload>) => {
    setUploads((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const upload = useCallback(
    async (files: readonly File[]): Promise<MediaItem[]> => {
      if (files.length === 0) return [];
      const batch = files.map((file) => ({ file, key: `upload-${(counter.current += 1)}` }));
      setUploads((current) => [
        ...current,
        ...batch.map(({ file, key }) => ({ key, name: file.name, percent: 0, state: 'uploading' as const })),
      ]);

      const arrived: { key: string; fileId: string }[] = [];
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const entry = batch[next];
          next += 1;
          if (!entry) break;
          const { file, key } = entry;
          if (!acceptedType(file, kind)) {
            patch(key, { state: 'failed', error: t('media.upload.wrongType') });
            continue;
          }
          try {
            const record = await uploadFile(file, { onProgress: (percent) => patch(key, { percent }) });
            arrived.push({ key, fileId: record.id });
            patch(key, { percent: 100 });
          } catch (error) {
            patch(key, { state: 'failed', error: errorMessageOf(error) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));

      let items: MediaItem[] = [];
      if (arrived.length > 0) {
        // In the order they were chosen, whichever finished first.
        const order = new Map(batch.map(({ key }, index) => [key, index]));
        arrived.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
        try {
          items = (await createMedia({ files: arrived.map(({ fileId }) => ({ fileId })) })).data;
          arrived.forEach(({ key }, index) => patch(key, { state: 'done', item: items[index] }));
        } catch (error) {
          for (const { key } of arrived) patch(key, { state: 'failed', error: errorMessageOf(error) });
        }
        await invalidateDomain(queryClient, 'media');
      }
      if (items.length === batch.length) toast.success({ message: t('media.uploaded') });
      else toast.error({ message: t('media.notUploaded') });
      if (items.length > 0) onAdded?.(items);
      return items;
    },
    [kind, onAdded, patch, queryClient, t],
  );

  const clearFinished = useCallback(
    () => setUploads((current) => current.filter((entry) => entry.state === 'uploading')),
    [],
  );

  return { uploads, upload, clearFinished, busy: uploads.some((entry) => entry.state === 'uploading') };
}
