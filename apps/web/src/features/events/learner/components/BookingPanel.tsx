import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BLOCKED_REASONS,
  type BlockedReason,
  type BookingFormAnswer,
  type LearnerSessionStateItem,
} from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { isApiError } from '../../../../lib/api/ApiError';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { IconCalendarEvent } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import {
  bookSession,
  downloadCalendarFile,
  cancelBooking,
  declinePromotion,
  joinWaitingList,
  leaveWaitingList,
  validateBooking,
  type SessionRef,
} from '../api/learnerEventsApi';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { completionText } from '../completion';
import { viewerTimeZone } from '../when';
import { BookingForm } from './BookingForm';

type Blocked = { reason: BlockedReason; message: string; hint: string };

const LIVE_STATUSES = new Set(['booked', 'accepted', 'pending_acceptation', 'in_progress', 'completed', 'passed']);

/** A refused booking's 409 carries the reason as its code and the hint in its details (docs/events.md). */
function blockedOf(error: unknown): Blocked | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (!(BLOCKED_REASONS as readonly string[]).includes(error.code)) return null;
  return { reason: error.code as BlockedReason, message: error.message, hint: error.details.hint ?? '' };
}

interface BookingPanelProps {
  item: LearnerSessionStateItem;
  learnerId: string;
}

/**
 * The learner's booking of one session (03 §2 learner session view): book (validated first, each
 * blocked reason shown with its hint), the booking form, cancel within the self-cancellation
 * limit with a reason, join or leave the waiting list with the queue position, decline a place
 * given from the waiting list, and add the session to a calendar.
 */
export function BookingPanel({ item, learnerId }: BookingPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session, offer, booking, bookingStatus, waitingList } = item;
  const ref: SessionRef = { learnerId, eventId: session.eventId, occurrenceId: session.id };
  const [blocked, setBlocked] = useState<Blocked[] | null>(null);
  const [dialog, setDialog] = useState<'form' | 'cancel' | 'decline' | null>(null);
  const refresh = () => invalidateDomain(queryClient, 'events');
  const fields = offer.bookingForm.fields;

  const book = useMutation({
    mutationFn: (answers: BookingFormAnswer[]) => bookSession(ref, answers),
    meta: { handlesErrors: true },
    onSuccess: async (result) => {
      setDialog(null);
      setBlocked(null);
      toast.success({
        message:
          result.booking?.status === 'request' ? t('learnerEvents.toasts.requested') : t('learnerEvents.toasts.booked'),
      });
      await refresh();
    },
    onError: (error) => {
      const reason = blockedOf(error);
      if (reason) {
        setDialog(null);
        setBlocked([reason]);
      }
      toast.error({ title: t('learnerEvents.toasts.notBooked'), message: errorMessageOf(error) });
    },
  });

  const check = useMutation({
    mutationFn: () => validateBooking(ref),
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (!result.allowed) {
        setBlocked(result.blocked);
        return;
      }
      setBlocked(null);
      if (fields.length > 0) setDialog('form');
      else book.mutate([]);
    },
    onError: (error) => toast.error({ title: t('learnerEvents.toasts.notBooked'), message: errorMessageOf(error) }),
  });

  const cancel = useMutation({
    mutationFn: (reason: string | null) => cancelBooking(booking!.id, reason),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setDialog(null);
      toast.success({ message: t('learnerEvents.toasts.cancelled') });
      await refresh();
    },
    onError: (error) => toast.error({ title: t('learnerEvents.toasts.notCancelled'), message: errorMessageOf(error) }),
  });

  const decline = useMutation({
    mutationFn: () => declinePromotion(booking!.id),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setDialog(null);
      toast.success({ message: t('learnerEvents.toasts.declined') });
      await refresh();
    },
    onError: (error) => toast.error({ title: t('learnerEvents.toasts.notDeclined'), message: errorMessageOf(error) }),
  });

  const join = useMutation({
    mutationFn: () => joinWaitingList(ref),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setBlocked(null);
      toast.success({ message: t('learnerEvents.toasts.joined') });
      await refresh();
    },
    onError: (error) => toast.error({ title: t('learnerEvents.toasts.notJoined'), message: errorMessageOf(error) }),
  });

  const calendarFile = useMutation({
    mutationFn: () => downloadCalendarFile(session.id, session.eventName),
    meta: { handlesErrors: true },
    onError: (error) =>
      toast.error({ title: t('learnerEvents.toasts.noCalendarFile'), message: errorMessageOf(error) }),
  });
  const leave = useMutation({
    mutationFn: () => leaveWaitingList(waitingList!.id),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.success({ message: t('learnerEvents.toasts.left') });
      await refresh();
    },
    onError: (error) => toast.error({ title: t('learnerEvents.toasts.notLeft'), message: errorMessageOf(error) }),
  });

  const upcoming = session.status === 'upcoming';
  const live = booking !== null && LIVE_STATUSES.has(bookingStatus);
  const mayBook = upcoming && !live && bookingStatus !== 'on-waitlist';
  const onlyFull = blocked !== null && blocked.length > 0 && blocked.every((entry) => entry.reason === 'FullyBooked');
  const cancellationDate = session.bookingInfo.cancellationDate;
  const zone = viewerTimeZone();
  const completion = completionText(session);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('learnerEvents.statusLabel')}:
        </Text>
        <Badge variant="light" data-testid="booking-status">
          {t(`learnerEvents.statuses.${bookingStatus}`)}
        </Badge>
      </Group>

      {completion && (
        <Text size="sm" data-testid="completion-status">
          {t('learnerEvents.completion.line', { status: completion })}
        </Text>
      )}
      {(bookingStatus === 'booked' || bookingStatus === 'accepted') && session.status !== 'ended' && (
        <Text size="sm">{t('learnerEvents.booking.booked')}</Text>
      )}
      {bookingStatus === 'pending_acceptation' && <Text size="sm">{t('learnerEvents.booking.pendingIntro')}</Text>}
      {bookingStatus === 'session_cancelled' && <Text size="sm">{t('learnerEvents.booking.sessionCancelled')}</Text>}
      {session.status === 'ended' && <Text size="sm">{t('learnerEvents.booking.ended')}</Text>}
      {bookingStatus === 'cancelled' && booking?.cancellationReason && (
        <Text size="sm">{t('learnerEvents.booking.cancellationReason', { reason: booking.cancellationReason })}</Text>
      )}
      {waitingList && (
        <Alert color="brand" variant="light" data-testid="waiting-position">
          {waitingList.scope === 'event'
            ? t('learnerEvents.booking.eventPosition', { position: waitingList.position })
            : t('learnerEvents.booking.position', { position: waitingList.position })}
        </Alert>
      )}
      {item.promoted && bookingStatus !== 'completed' && (
        <Text size="sm">{t('learnerEvents.booking.declineIntro')}</Text>
      )}

      {blocked && blocked.length > 0 && (
        <Alert color="red" title={t('learnerEvents.booking.blockedTitle')} role="alert">
          <List spacing="xs" size="sm">
            {blocked.map((entry) => (
              <List.Item key={entry.reason}>
                <Text size="sm" fw={600}>
                  {entry.message}
                </Text>
                <Text size="sm">{entry.hint}</Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {live && booking && booking.form.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('learnerEvents.booking.yourAnswers')}
          </Text>
          <List size="sm" spacing={2}>
            {booking.form.map((answer) => {
              const field = fields.find((entry) => entry.id === answer.fieldId);
              const value =
                typeof answer.value === 'boolean'
                  ? answer.value
                    ? t('learnerEvents.form.yes')
                    : '–'
                  : Array.isArray(answer.value)
                    ? answer.value.join(', ')
                    : answer.value;
              const shown = [value, answer.other].filter(Boolean).join(', ') || '–';
              return (
                <List.Item key={answer.fieldId}>
                  {field?.label ?? answer.fieldId}: {shown}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}

      {(bookingStatus === 'booked' || bookingStatus === 'accepted') && upcoming && (
        <Text size="sm" c="dimmed">
          {!offer.selfCancellationAllowed
            ? t('learnerEvents.booking.selfCancellationOff')
            : session.bookingInfo.cancellationAllowed
              ? t('learnerEvents.booking.cancelUntil', {
                  date: `${formatDate(cancellationDate, zone)}, ${formatZonedTime(cancellationDate, zone)}`,
                })
              : t('learnerEvents.booking.selfCancellationClosed')}
        </Text>
      )}

      <Group gap="sm">
        {mayBook && (
          <Button loading={check.isPending || book.isPending} onClick={() => check.mutate()}>
            {offer.requiresAcceptance ? t('learnerEvents.booking.request') : t('learnerEvents.booking.book')}
          </Button>
        )}
        {mayBook && onlyFull && !waitingList && (
          <Button variant="light" loading={join.isPending} onClick={() => join.mutate()}>
            {t('learnerEvents.booking.joinWaitingList')}
          </Button>
        )}
        {waitingList && (
          <Button variant="default" loading={leave.isPending} onClick={() => leave.mutate()}>
            {t('learnerEvents.booking.leaveWaitingList')}
          </Button>
        )}
        {(bookingStatus === 'booked' || bookingStatus === 'accepted' || bookingStatus === 'in_progress') && (
          <Button
            variant="light"
            loading={calendarFile.isPending}
            onClick={() => calendarFile.mutate()}
            leftSection={<IconCalendarEvent size={16} stroke={1.8} aria-hidden />}
          >
            {t('learnerEvents.booking.addToCalendar')}
          </Button>
        )}
        {item.promoted && upcoming && (bookingStatus === 'booked' || bookingStatus === 'accepted') && (
          <Button variant="default" onClick={() => setDialog('decline')}>
            {t('learnerEvents.booking.decline')}
          </Button>
        )}
        {live && upcoming && session.bookingInfo.cancellationAllowed && bookingStatus !== 'in_progress' && (
          <Button variant="default" color="red.9" onClick={() => setDialog('cancel')}>
            {bookingStatus === 'pending_acceptation'
              ? t('learnerEvents.booking.cancelRequest')
              : t('learnerEvents.booking.cancel')}
          </Button>
        )}
      </Group>

      <Modal.Root opened={dialog === 'form'} onClose={() => setDialog(null)} centered size="lg">
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body pt="md">
            <Modal.Title fw={700} fz="lg" mb="sm">
              {t('learnerEvents.form.title')}
            </Modal.Title>
            <BookingForm
              fields={fields}
              submitLabel={
                offer.requiresAcceptance ? t('learnerEvents.form.submitRequest') : t('learnerEvents.form.submit')
              }
              submitting={book.isPending}
              onSubmit={(answers) => book.mutate(answers)}
              onCancel={() => setDialog(null)}
            />
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('learnerEvents.cancelDialog.title')}
        confirmLabel={t('learnerEvents.cancelDialog.confirm')}
        cancelLabel={t('learnerEvents.cancelDialog.keep')}
        danger
        busy={cancel.isPending}
        // 03 §3 cancellation settings: a reason from the event's list, or the learner's own words
        // where custom reasons are allowed or no list is offered; required when the event says so.
        reason={{
          options: offer.cancellationReason,
          custom: offer.cancellationReasonCustomEnabled,
          required: offer.cancellationReasonRequired,
          labels: {
            reason: t('learnerEvents.cancelDialog.reason'),
            other: t('learnerEvents.cancelDialog.reasonOther'),
            otherReason: t('learnerEvents.cancelDialog.reasonOtherLabel'),
            required: t('learnerEvents.cancelDialog.required'),
          },
        }}
        onConfirm={(reason) => cancel.mutate(reason ?? null)}
        onCancel={() => setDialog(null)}
      >
        {t('learnerEvents.cancelDialog.intro')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'decline'}
        title={t('learnerEvents.declineDialog.title')}
        confirmLabel={t('learnerEvents.declineDialog.confirm')}
        cancelLabel={t('learnerEvents.declineDialog.keep')}
        danger
        onConfirm={() => decline.mutate()}
        onCancel={() => setDialog(null)}
      >
        {t('learnerEvents.booking.declineIntro')}
      </ConfirmDialog>
    </Stack>
  );
}
