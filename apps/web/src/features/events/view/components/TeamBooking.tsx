import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconUsersGroup } from '../../../../ui/icons';
import { eventQuery, sessionQuery } from '../api/eventViewApi';
import { BookLearnersDialog } from './BookLearnersDialog';

/**
 * "Book my team" on the learner session view (docs/events.md "Managers booking their teams"):
 * a manager browses sessions as a learner does, so the bulk booking of 03 §4 is offered where
 * they find the session. Shown only when the session's answer offers `book`; the picker then
 * lists the people of the units they manage (the server scopes it).
 */
export function TeamBooking({ eventId, sessionId }: { eventId: string; sessionId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // A manager without the right (another unit's session, a full stop) simply sees nothing here.
  const session = useQuery({
    ...sessionQuery(sessionId),
    meta: { handlesErrors: true },
  });
  // A coordinator or the session's trainer (who manage its bookings) books from the session page,
  // where the picker is the whole workspace; here it is the manager's units only.
  const actions = session.data?.allowedActions ?? [];
  const offered = actions.includes('book') && !actions.includes('manageBookings');
  const event = useQuery({
    ...eventQuery(eventId),
    enabled: offered,
    meta: { handlesErrors: true },
  });
  if (!offered || !event.data) return null;
  return (
    <SectionCard id="team-booking" title={t('eventView.team.title')} icon={IconUsersGroup}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('eventView.team.intro')}</Text>
        <Button onClick={() => setOpened(true)}>{t('eventView.team.book')}</Button>
      </Stack>
      <BookLearnersDialog
        opened={opened}
        title={t('eventView.team.book')}
        note={t('eventView.team.note')}
        target={{
          eventId: event.data.id,
          occurrenceId: sessionId,
          needsEnrolment: event.data.usedInCourse && !event.data.bookingSettings.allowNoEnrolments,
        }}
        onClose={() => setOpened(false)}
      />
    </SectionCard>
  );
}
