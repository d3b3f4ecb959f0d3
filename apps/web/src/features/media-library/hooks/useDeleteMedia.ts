import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { toast } from '../../../ui/toast';
import { deleteMedia, mediaKeys } from '../api/mediaApi';

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
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onError: (error) => {
      toast.error({ title: t('media.notRemoved'), message: errorMessageOf(error) });
    },
  });
}
