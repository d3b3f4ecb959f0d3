import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { toast } from '../../../../ui/toast';
import { EVENTS_ENDPOINTS } from '@campus/contracts';
import { invalidateDomain, removeEndpointQueries } from '../../../../lib/api/queryKeys';
import { archiveEvent, reactivateEvent, removeEvent } from '../api/eventViewApi';

export type EventStatusAction = 'archive' | 'reactivate' | 'delete';
const CALLS = { archive: archiveEvent, reactivate: reactivateEvent, delete: removeEvent } as const;

/** Archive, reactivate or delete the event, with a toast either way; `onDeleted` navigates. */
export function useEventAction(id: string, onDeleted: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: EventStatusAction) => {
      await CALLS[action](id);
      return action;
    },
    meta: { handlesErrors: true },
    onSuccess: async (action) => {
      toast.success({ message: t(`eventView.toasts.event.${action}.done`) });
      if (action === 'delete') {
        removeEndpointQueries(queryClient, EVENTS_ENDPOINTS.event, { params: { id } });
        onDeleted();
        return;
      }
      await invalidateDomain(queryClient, 'events');
    },
    onError: (error, action) => {
      toast.error({ title: t(`eventView.toasts.event.${action}.failed`), message: errorMessageOf(error) });
    },
  });
}
