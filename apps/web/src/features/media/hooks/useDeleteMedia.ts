import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEDIA_ENDPOINTS } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { domainKey, endpointName, type EndpointQueryKey } from '../../../lib/api/queryKeys';
import { toast } from '../../../ui/toast';
import { deleteMedia } from '../api/mediaApi';

/** A query of one of the removed items themselves. */
const isRemovedItem = ([, name, parts]: EndpointQueryKey, removed: readonly string[]) =>
  name === endpointName(MEDIA_ENDPOINTS.mediaItem) &&
  removed.includes(String((parts.params as { id?: string } | undefined)?.id));

/**
 * Removes one or several items. 'Media has been successfully removed.' on success; on failure
 * 'Media hasn't been removed.' as an error with the server's reason (the spec shows it with
 * success status, which reads as if it worked: decision 0027).
 */
export function useDeleteMedia(onDeleted?: (ids: string[]) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteMedia(ids),
    meta: { handlesErrors: true },
    onSuccess: async ({ removed }) => {
      toast.success({ message: t('media.removed') });
      onDeleted?.(removed);
      // Everything else is refreshed (lists, neighbours); a removed item is not asked for again,
      // or its page, still open while we leave it, would meet its own 404.
      await queryClient.invalidateQueries({
        queryKey: domainKey('media'),
        predicate: ({ queryKey }) => !isRemovedItem(queryKey as EndpointQueryKey, removed),
      });
    },
    onError: (error) => {
      toast.error({ title: t('media.notRemoved'), message: errorMessageOf(error) });
    },
  });
}
