import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, EventStatus, SessionStatus } from '@campus/contracts';

const SESSION_COLOURS: Record<SessionStatus, string> = {
  draft: 'gray',
  upcoming: 'blue',
  in_progress: 'teal',
  ended: 'dark',
  cancelled: 'red',
};
const BOOKING_COLOURS: Record<BookingStatus, string> = {
  booked: 'teal',
  request: 'yellow',
  invite: 'blue',
  declined: 'red',
  cancelled: 'gray',
};
const EVENT_COLOURS: Record<EventStatus, string> = { active: 'teal', draft: 'gray', archived: 'dark' };

/** Badges name the state in words (colour only repeats it), dark text on light fills for contrast. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={SESSION_COLOURS[status]} autoContrast>
      {t(`eventView.sessionStatus.${status}`)}
    </Badge>
  );
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={BOOKING_COLOURS[status]} autoContrast>
      {t(`eventView.bookingStatus.${status}`)}
    </Badge>
  );
}

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={EVENT_COLOURS[status]} autoContrast>
      {t(`eventView.eventStatus.${status}`)}
    </Badge>
  );
}
