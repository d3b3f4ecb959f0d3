import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { toast } from '../../../../ui/toast';
import { EVENTS_ENDPOINTS } from '@campus/contracts';
import { invalidateDomain, removeEndpointQueries } from '../../../../lib/api/queryKeys';
import { activateSession, answerBooking, archiveSession, cancelSession } from '../api/eventViewApi';

export type SessionChange = 'activate' | 'deactivate' | 'archive';

/** Activate, deactivate (back to draft) or remove a session, with the spec's toasts (03 §8). */
export function useSessionChange(sessionId: string, onArchived: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SessionChange) => {
      if (change === 'archive') await archiveSession(sessionId);
      else await activateSession(sessionId, change === 'activate');
      return change;
    },
    meta: { handlesErrors: true },
    onSuccess: async (change) => {
      toast.success({ message: t(`eventView.toasts.session.${change}.done`) });
      if (change === 'archive') {
        removeEndpointQueries(queryClient, EVENTS_ENDPOINTS.occurrence, { params: { id: sessionId } });
        // "creating or archiving a session goes to the event page" (03 §2 After actions).
        onArchived();
      }
      await invalidateDomain(queryClient, 'events');
    },
    onError: (error, change) => {
      toast.error({ title: t(`eventView.toasts.session.${change}.failed`), message: errorMessageOf(error) });
    },
  });
}

/** Cancel only, or cancel and copy the bookings to another active session (03 §4). */
export function useCancelSession(sessionId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetOccurrenceId: string | null) => cancelSession(sessionId, targetOccurrenceId),
    meta: { handlesErrors: true },
    onSuccess: async (answer, target) => {
      toast.success({
        message: target
          ? t('eventView.toasts.session.cancel.copied', { count: answer.copied })
          : t('eventView.toasts.session.cancel.done'),
      });
      await invalidateDomain(queryClient, 'events');
    },
    onError: (error) => {
      toast.error({ title: t('eventView.toasts.session.cancel.failed'), message: errorMessageOf(error) });
    },
  });
}

/** A coordinator's answer to a booking: cancel it (with a reason), approve or decline a request. */
export function useBookingAnswer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'cancel' | 'approve' | 'decline'; reason?: string }) =>
      answerBooking(input.id, input.action, input.reason),
    meta: { handlesErrors: true },
    onSuccess: async (_booking, input) => {
      toast.success({ message: t(`eventView.toasts.booking.${input.action}.done`) });
      // A booking changes the session's spaces, the event's and the learner's views: all of events.
      await invalidateDomain(queryClient, 'events');
    },
    onError: (error, input) => {
      toast.error({ title: t(`eventView.toasts.booking.${input.action}.failed`), message: errorMessageOf(error) });
    },
  });
}
