import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLACES_ENDPOINTS } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { toast } from '../../../ui/toast';
import {
  archiveRoom,
  archiveVenue,
  removeRoom,
  removeVenue,
  restoreRoom,
  restoreVenue,
  updateRoom,
  updateVenue,
} from '../api/venuesApi';
import { invalidateDomain, removeEndpointQueries } from '../../../lib/api/queryKeys';
import type { StatusAction } from '../components/StatusActions';

const CALLS = {
  venue: {
    activate: (id: string) => updateVenue({ id, status: 'active' }),
    revertToDraft: (id: string) => updateVenue({ id, status: 'draft' }),
    archive: archiveVenue,
    restore: restoreVenue,
    remove: removeVenue,
  },
  room: {
    activate: (id: string) => updateRoom({ id, status: 'active' }),
    revertToDraft: (id: string) => updateRoom({ id, status: 'draft' }),
    archive: archiveRoom,
    restore: restoreRoom,
    remove: removeRoom,
  },
} as const;

/**
 * A venue's or room's status action with the spec's toasts (03 §8): success in our words, a
 * failure titled with the spec's "hasn't been …" and the server's reason (for item_in_use, the
 * events that use it). `onRemoved` navigates as the spec says (03 §2 After actions).
 */
export function usePlaceAction(kind: 'venue' | 'room', id: string, onRemoved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: StatusAction) => {
      await CALLS[kind][action](id);
      return action;
    },
    meta: { handlesErrors: true },
    onSuccess: async (action) => {
      toast.success({ message: t(`venues.toasts.${kind}.${action}.done`) });
      if (action === 'remove') {
        const endpoint = kind === 'venue' ? PLACES_ENDPOINTS.venue : PLACES_ENDPOINTS.room;
        removeEndpointQueries(queryClient, endpoint, { params: { id } });
        onRemoved();
      }
      await invalidateDomain(queryClient, 'places');
    },
    onError: (error, action) => {
      toast.error({ title: t(`venues.toasts.${kind}.${action}.failed`), message: errorMessageOf(error) });
    },
  });
}
