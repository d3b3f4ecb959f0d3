import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveRelations as Relations } from '@campus/contracts';
import { formatDate, formatZonedTime } from '../../../lib/dates/dates';
import { SectionCard } from '../../../ui/SectionCard';
import { IconCalendarEvent } from '../../../ui/icons';

/** The events and sessions using a venue or room now (03 §3 activeRelations): why it cannot be edited. */
export function ActiveRelations({ relations }: { relations: Relations }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="place-relations" title={t('venues.relations.title')} icon={IconCalendarEvent}>
      {relations.event.length === 0 && relations.session.length === 0 ? (
        <Text size="sm">{t('venues.relations.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('venues.relations.why')}</Text>
          {relations.event.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                {t('venues.relations.events')}
              </Text>
              <List size="sm">
                {relations.event.map((event) => (
                  <List.Item key={event.id}>{event.name}</List.Item>
                ))}
              </List>
            </div>
          )}
          {relations.session.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                {t('venues.relations.sessions')}
              </Text>
              <List size="sm">
                {relations.session.map((session) => (
                  <List.Item key={session.id}>
                    {t('venues.relations.session', {
                      name: session.name,
                      date: formatDate(session.fromDate),
                      time: formatZonedTime(session.fromDate),
                    })}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
