import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess, ROUTE_RULES, type Event, type Occurrence, type SessionBookingRow } from '@campus/contracts';
import { useSession } from '../../../../lib/session/useSession';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { SectionCard } from '../../../../ui/SectionCard';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import {
  IconArchive,
  IconArrowBackUp,
  IconCalendarEvent,
  IconCheck,
  IconHourglassHigh,
  IconInbox,
  IconPencil,
  IconUserSearch,
  IconUsers,
  IconX,
} from '../../../../ui/icons';
import { eventQuery, eventSessionsQuery, sessionBookingsQuery, sessionQuery } from '../api/eventViewApi';
import { spacesText } from '../format';
import { useBookingAnswer, useCancelSession, useSessionChange, type SessionChange } from '../hooks/useSessionActions';
import { eventPaths } from '../paths';
import { ActionConfirm, type Question } from './ActionConfirm';
import { FlyerButton } from './FlyerButton';
import { CheckInCodeButton, keepsRegisters } from '../../register-extras/components/CheckInCodeButton';
import { BookLearnersDialog } from './BookLearnersDialog';
import { CancelSessionDialog } from './CancelSessionDialog';
import { BookingsTable, RequestsList, WaitingList, isLive } from './SessionBookings';
import { SessionDates } from './SessionDates';
import { RegistersSection, TrainerFeedbackSection } from '../../registers/components/SessionRecords';

/** /catalogue/events/event/:eventId/session/:sessionId/show (03 §2): a session, its bookings and actions. */
export function SessionPage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId = '' } = useParams();
  const session = useQuery(sessionQuery(sessionId));
  const event = useQuery(eventQuery(eventId));
  if (session.isPending || event.isPending)
    return (
      <PageLayout title={t('eventView.sessionTitle')}>
        <Loader role="status" aria-label={t('app.loading')} />
      </PageLayout>
    );
  if (session.isError || event.isError)
    return (
      <PageLayout title={t('eventView.sessionTitle')}>
        <Alert color="red" title={t('eventView.loadFailed')}>
          {errorMessageOf(session.error ?? event.error)}
        </Alert>
      </PageLayout>
    );
  return <SessionDetails session={session.data} event={event.data} />;
}

interface Expired {
  copied: number;
  expiredLearners: { learnerId: string; reason: string }[];
}

function SessionDetails({ session, event }: { session: Occurrence; event: Event }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = new Set(session.allowedActions);
  const manage = allowed.has('manageBookings');
  // Managers reach this page too (03 §6 "any of six permissions") but not the event page.
  const eventPageOpen = canAccess(useSession().actor, ROUTE_RULES.events);
  const change = useSessionChange(session.id, () => void navigate(eventPaths.show(event.id)));
  const cancel = useCancelSession(session.id);
  const answer = useBookingAnswer();
  const [question, setQuestion] = useState<Question | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [booking, setBooking] = useState(false);
  const [cancelRow, setCancelRow] = useState<SessionBookingRow | null>(null);
  const [expired, setExpired] = useState<Expired | null>(null);

  const bookings = useQuery({
    ...sessionBookingsQuery(session.id),
    enabled: manage,
  });
  const siblings = useQuery({
    ...eventSessionsQuery(event.id),
    enabled: allowed.has('cancel'),
  });
  const targets = (siblings.data?.data ?? []).filter((other) => other.id !== session.id && other.status === 'upcoming');
  const rows = bookings.data?.bookings ?? [];
  const requests = rows.filter((row) => row.status === 'request');
  const names = new Map(rows.map((row) => [row.learner.id, `${row.learner.firstName} ${row.learner.lastName}`]));
  const fields = event.bookingSettings.bookingForm.fields;
  const pendingBooking = answer.isPending ? (answer.variables?.id ?? null) : null;

  const ask = (action: SessionChange, danger = false) =>
    setQuestion({
      title: t(`eventView.confirm.session.${action}Title`),
      body: t(`eventView.confirm.session.${action}Body`),
      confirm: t(`eventView.actions.${action}`),
      danger,
      run: () => change.mutate(action),
    });

  return (
    <PageLayout
      title={t('eventView.sessionOf', { name: event.name })}
      description={t('eventView.statusLine', {
        status: t(`eventView.sessionStatus.${session.status}`),
        detail: spacesText(session.spaces),
      })}
      actions={
        <Group gap="xs" wrap="wrap">
          {allowed.has('book') && (
            <Button leftSection={<IconUserSearch size={16} aria-hidden />} onClick={() => setBooking(true)}>
              {t('eventView.actions.book')}
            </Button>
          )}
          {allowed.has('edit') && (
            <Button
              component={Link}
              to={eventPaths.sessionEdit(event.id, session.id)}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('eventView.actions.editSession')}
            </Button>
          )}
          <FlyerButton of="session" id={session.id} name={event.name} />
          <CheckInCodeButton
            dates={session.items}
            enabled={session.status !== 'cancelled' && keepsRegisters(event.completionSettings)}
          />
          {allowed.has('activate') && (
            <Button
              variant="default"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={change.isPending && change.variables === 'activate'}
              onClick={() => ask('activate')}
            >
              {t('eventView.actions.activate')}
            </Button>
          )}
          {allowed.has('deactivate') && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              loading={change.isPending && change.variables === 'deactivate'}
              onClick={() => ask('deactivate')}
            >
              {t('eventView.actions.deactivate')}
            </Button>
          )}
          {allowed.has('cancel') && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              {t('eventView.actions.cancelSession')}
            </Button>
          )}
          {allowed.has('archive') && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconArchive size={16} aria-hidden />}
              loading={change.isPending && change.variables === 'archive'}
              onClick={() => ask('archive', true)}
            >
              {t('eventView.actions.archive')}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="lg">
        {eventPageOpen && (
          <Anchor component={Link} to={eventPaths.show(event.id)} size="sm">
            {t('eventView.backToEvent', { name: event.name })}
          </Anchor>
        )}
        {expired && (
          <Alert
            color={expired.expiredLearners.length > 0 ? 'yellow' : 'teal'}
            title={t('eventView.copied', { count: expired.copied })}
            withCloseButton
            closeButtonLabel={t('eventView.close')}
            onClose={() => setExpired(null)}
          >
            {expired.expiredLearners.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm">{t('eventView.expiredIntro', { count: expired.expiredLearners.length })}</Text>
                <List size="sm">
                  {expired.expiredLearners.map((learner) => (
                    <List.Item key={learner.learnerId}>
                      {t('eventView.expiredLearner', {
                        name: names.get(learner.learnerId) ?? learner.learnerId,
                        reason: learner.reason,
                      })}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ) : (
              t('eventView.allCopied')
            )}
          </Alert>
        )}
        <SectionCard id="session-dates" title={t('eventView.dates')} icon={IconCalendarEvent}>
          <SessionDates session={session} />
          <Text size="sm">
            {t('eventView.limits', {
              type: t(`eventView.sessionType.${session.sessionType}`),
              min: session.minBookingLimit,
              spaces: spacesText(session.spaces),
            })}
          </Text>
        </SectionCard>
        <RegistersSection event={event} session={session} />
        <TrainerFeedbackSection event={event} session={session} />
        {manage &&
          (bookings.isPending ? (
            <Loader role="status" aria-label={t('app.loading')} size="sm" />
          ) : bookings.isError ? (
            <Alert color="red" title={t('eventView.bookingsFailed')}>
              {errorMessageOf(bookings.error)}
            </Alert>
          ) : (
            <>
              {(requests.length > 0 || event.bookingSettings.requiresAcceptance) && (
                <SectionCard id="session-requests" title={t('eventView.requests')} icon={IconInbox}>
                  <RequestsList
                    rows={requests}
                    fields={fields}
                    pendingId={pendingBooking}
                    onAnswer={(row, action) => answer.mutate({ id: row.id, action })}
                  />
                </SectionCard>
              )}
              <SectionCard id="session-bookings" title={t('eventView.bookings')} icon={IconUsers}>
                <BookingsTable
                  rows={rows}
                  fields={fields}
                  manage={manage}
                  pendingId={pendingBooking}
                  onCancel={setCancelRow}
                />
              </SectionCard>
              <SectionCard id="session-waiting" title={t('eventView.waitingList')} icon={IconHourglassHigh}>
                <WaitingList rows={bookings.data.waitingList} />
              </SectionCard>
            </>
          ))}
      </Stack>
      <ActionConfirm
        question={question}
        cancelLabel={t('eventView.confirm.cancel')}
        onClose={() => setQuestion(null)}
      />
      <CancelSessionDialog
        opened={cancelling}
        targets={targets}
        booked={rows.filter(isLive).length}
        pending={cancel.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(target) =>
          cancel.mutate(target, {
            onSuccess: (result) => {
              setCancelling(false);
              if (target) setExpired({ copied: result.copied, expiredLearners: result.expiredLearners });
            },
          })
        }
      />
      <ConfirmDialog
        opened={cancelRow !== null}
        title={t('eventView.cancelBooking.title')}
        confirmLabel={t('eventView.cancelBooking.confirm')}
        cancelLabel={t('eventView.cancelBooking.keep')}
        danger
        busy={answer.isPending}
        // 03 §4, §3 cancellationSettings: a reason from the event's list, or in the coordinator's
        // own words when custom reasons are on or no list is offered; required when the event says so.
        reason={{
          options: event.cancellationSettings.cancellationReason,
          custom: event.cancellationSettings.cancellationReasonCustomEnabled,
          required: event.cancellationSettings.cancellationReasonRequired,
          labels: {
            reason: t('eventView.cancelBooking.reason'),
            other: t('eventView.cancelBooking.other'),
            otherReason: t('eventView.cancelBooking.otherReason'),
            required: t('eventView.cancelBooking.reasonRequired'),
          },
        }}
        onCancel={() => setCancelRow(null)}
        onConfirm={(reason) => {
          if (!cancelRow) return;
          answer.mutate({ id: cancelRow.id, action: 'cancel', ...(reason ? { reason } : {}) });
          setCancelRow(null);
        }}
      >
        {t('eventView.cancelBooking.body', {
          name: cancelRow ? `${cancelRow.learner.firstName} ${cancelRow.learner.lastName}` : '',
        })}
      </ConfirmDialog>
      {allowed.has('book') && (
        <BookLearnersDialog
          opened={booking}
          // Booking without managing bookings: a manager, shown only their units' people.
          note={manage ? undefined : t('eventView.team.note')}
          target={{
            eventId: event.id,
            occurrenceId: session.id,
            needsEnrolment: event.usedInCourse && !event.bookingSettings.allowNoEnrolments,
          }}
          onClose={() => setBooking(false)}
        />
      )}
    </PageLayout>
  );
}
