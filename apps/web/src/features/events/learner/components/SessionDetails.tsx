import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Occurrence } from '@campus/contracts';
import { i18n } from '../../../../lib/i18n/i18n';
import { itemWhen, viewerTimeZone } from '../when';

/** 03 §9 session spaces: 'No spaces available', 'N / M spaces available', unlimited 'N people have booked'. */
export function spacesText(spaces: Occurrence['spaces']): string {
  if (spaces.limit === null) return i18n.t('learnerEvents.spaces.unlimited', { count: spaces.booked });
  if (!spaces.available) return i18n.t('learnerEvents.spaces.none');
  return i18n.t('learnerEvents.spaces.some', { available: spaces.available, limit: spaces.limit });
}

const person = (entry: { firstName: string; lastName: string }) => `${entry.firstName} ${entry.lastName}`;

/** A session's dates (each in the viewer's zone, named when not the session's), places and spaces. */
export function SessionDetails({ session, viewer = viewerTimeZone() }: { session: Occurrence; viewer?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color={session.status === 'cancelled' ? 'red' : 'brand'}>
          {t(`learnerEvents.sessionStatuses.${session.status}`)}
        </Badge>
        <Text size="sm" fw={600} data-testid="session-spaces">
          {spacesText(session.spaces)}
        </Text>
      </Group>
      <List listStyleType="none" spacing="md" aria-label={t('learnerEvents.dates')}>
        {session.items.map((item, index) => {
          const when = itemWhen(item, viewer);
          return (
            <List.Item key={item.id}>
              <Stack gap={2}>
                {session.items.length > 1 && (
                  <Text size="xs" c="dimmed" fw={600}>
                    {t('learnerEvents.date', { n: index + 1 })}
                  </Text>
                )}
                <Text fw={600}>
                  {when.date}, {when.times}
                </Text>
                {when.viewerZone && (
                  <Text size="sm">
                    {t('learnerEvents.viewerZone', { zone: when.viewerZone })}.{' '}
                    {t('learnerEvents.localTimes', { times: when.local ?? '' })}
                  </Text>
                )}
                {item.room || item.venue ? (
                  <Text size="sm">
                    {[item.room?.name, item.venue?.name, item.venue?.address].filter(Boolean).join(', ')}
                  </Text>
                ) : (
                  <Text size="sm">{t('learnerEvents.online')}</Text>
                )}
                {item.meetingLink && (
                  <Text size="sm">
                    {t('learnerEvents.meetingLink')}:{' '}
                    <Anchor href={item.meetingLink} target="_blank" rel="noopener noreferrer">
                      {item.meetingLink}
                    </Anchor>
                  </Text>
                )}
                {item.platform && (
                  <Text size="sm">
                    {t('learnerEvents.platform')}: {item.platform}
                  </Text>
                )}
                {item.virtualAccessDetails && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {t('learnerEvents.accessDetails')}: {item.virtualAccessDetails}
                  </Text>
                )}
                {item.trainers.length > 0 && (
                  <Text size="sm">
                    {t('learnerEvents.trainers')}: {item.trainers.map(person).join(', ')}
                  </Text>
                )}
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
