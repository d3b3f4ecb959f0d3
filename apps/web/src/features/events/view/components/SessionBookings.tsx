import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingFormField, SessionBookingRow, WaitingListRow } from '@campus/contracts';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { EmptyState } from '../../../../ui/EmptyState';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { IconHourglassHigh, IconInbox, IconUsers } from '../../../../ui/icons';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { viewerTimeZone } from '../format';
import { BookingStatusBadge } from './StatusBadges';

const LIVE = new Set(['booked', 'request', 'invite']);
const name = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : '–';
const at = (iso: string) => `${formatDate(iso, viewerTimeZone())}, ${formatZonedTime(iso, viewerTimeZone())}`;

/** A booking's booking-form answers, each under its field's label (03 §3 bookingForm). */
export function FormAnswers({ row, fields }: { row: SessionBookingRow; fields: readonly BookingFormField[] }) {
  const { t } = useTranslation();
  if (row.form.length === 0) return <Text size="sm">–</Text>;
  return (
    <List size="sm" listStyleType="none">
      {row.form.map((answer) => {
        const label = fields.find((field) => field.id === answer.fieldId)?.label ?? answer.fieldId;
        const value = Array.isArray(answer.value)
          ? answer.value.join(', ')
          : typeof answer.value === 'boolean'
            ? answer.value
              ? t('eventView.yes')
              : t('eventView.no')
            : answer.value;
        const shown = [value, answer.other].filter(Boolean).join(' · ');
        return <List.Item key={answer.fieldId}>{t('eventView.answer', { label, value: shown || '–' })}</List.Item>;
      })}
    </List>
  );
}

interface BookingsProps {
  rows: readonly SessionBookingRow[];
  fields: readonly BookingFormField[];
  manage: boolean;
  pendingId: string | null;
  onCancel: (row: SessionBookingRow) => void;
}

/** Every booking of the session: learner, status, booked at, made by, answers, cancellation. */
export function BookingsTable({ rows, fields, manage, pendingId, onCancel }: BookingsProps) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <EmptyState
        icon={IconUsers}
        title={t('eventView.noBookingsTitle')}
        description={t('eventView.noBookingsBody')}
        headingOrder={3}
      />
    );
  return (
    <ResponsiveList<SessionBookingRow>
      label={t('eventView.bookingsList')}
      items={rows}
      itemKey={(row) => row.id}
      tableMinWidth={960}
      columns={[
        {
          header: t('eventView.columns.learner'),
          kind: 'title',
          cell: (row) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {name(row.learner)}
              </Text>
              <EmailAddress address={row.learner.emailAddress} c="dimmed" />
            </Stack>
          ),
        },
        { header: t('eventView.columns.status'), cell: (row) => <BookingStatusBadge status={row.status} /> },
        { header: t('eventView.columns.bookedAt'), cell: (row) => at(row.createdAt) },
        {
          header: t('eventView.columns.madeBy'),
          cell: (row) =>
            row.promotedAt ? t('eventView.fromWaitingList', { name: name(row.createdBy) }) : name(row.createdBy),
        },
        { header: t('eventView.columns.answers'), cell: (row) => <FormAnswers row={row} fields={fields} /> },
        {
          header: t('eventView.columns.cancellation'),
          cell: (row) =>
            row.status === 'cancelled'
              ? t('eventView.cancelledBy', {
                  reason: row.cancellationReason || t('eventView.noReason'),
                  name: name(row.cancelledBy),
                  date: row.cancelledAt ? at(row.cancelledAt) : '–',
                })
              : '–',
        },
        ...(manage
          ? [
              {
                header: t('eventView.columns.actions'),
                kind: 'actions' as const,
                cell: (row: SessionBookingRow) =>
                  LIVE.has(row.status) ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      color="red"
                      loading={pendingId === row.id}
                      onClick={() => onCancel(row)}
                      aria-label={t('eventView.cancelBookingOf', { name: name(row.learner) })}
                    >
                      {t('eventView.actions.cancelBooking')}
                    </Button>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}

interface RequestsProps {
  rows: readonly SessionBookingRow[];
  fields: readonly BookingFormField[];
  pendingId: string | null;
  onAnswer: (row: SessionBookingRow, action: 'approve' | 'decline') => void;
}

/** Acceptance requests waiting for the coordinator (03 §4: "request approved or declined"). */
export function RequestsList({ rows, fields, pendingId, onAnswer }: RequestsProps) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <EmptyState
        icon={IconInbox}
        title={t('eventView.noRequestsTitle')}
        description={t('eventView.noRequestsBody')}
        headingOrder={3}
      />
    );
  return (
    <ResponsiveList<SessionBookingRow>
      label={t('eventView.requestsList')}
      items={rows}
      itemKey={(row) => row.id}
      columns={[
        { header: t('eventView.columns.learner'), kind: 'title', cell: (row) => name(row.learner) },
        { header: t('eventView.columns.requestedAt'), cell: (row) => at(row.createdAt) },
        { header: t('eventView.columns.answers'), cell: (row) => <FormAnswers row={row} fields={fields} /> },
        {
          header: t('eventView.columns.actions'),
          kind: 'actions',
          cell: (row) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                loading={pendingId === row.id}
                onClick={() => onAnswer(row, 'approve')}
                aria-label={t('eventView.approveOf', { name: name(row.learner) })}
              >
                {t('eventView.actions.approve')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                disabled={pendingId === row.id}
                onClick={() => onAnswer(row, 'decline')}
                aria-label={t('eventView.declineOf', { name: name(row.learner) })}
              >
                {t('eventView.actions.decline')}
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}

/** The waiting list with each person's place in line (the session's list, then the event's). */
export function WaitingList({ rows }: { rows: readonly WaitingListRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <EmptyState
        icon={IconHourglassHigh}
        title={t('eventView.noWaitingTitle')}
        description={t('eventView.noWaitingBody')}
        headingOrder={3}
      />
    );
  return (
    <ResponsiveList<WaitingListRow>
      label={t('eventView.waitingListList')}
      items={rows}
      itemKey={(row) => row.id}
      columns={[
        { header: t('eventView.columns.position'), cell: (row) => t('eventView.position', { position: row.position }) },
        { header: t('eventView.columns.learner'), kind: 'title', cell: (row) => name(row.learner) },
        { header: t('eventView.columns.list'), cell: (row) => t(`eventView.list.${row.list}`) },
        { header: t('eventView.columns.joinedAt'), cell: (row) => at(row.joinedAt) },
      ]}
    />
  );
}

export const isLive = (row: SessionBookingRow) => LIVE.has(row.status);
