import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isWebLink, type Occurrence } from '@campus/contracts';
import { itemWhen } from '../format';

type Item = Occurrence['items'][number];

/** Where one date happens: the room at its venue, or the online platform and link. */
export function ItemPlace({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (item.room)
    return (
      <Text size="sm">
        {t('eventView.place.room', { room: item.room.name, venue: item.venue?.name ?? t('eventView.place.noVenue') })}
      </Text>
    );
  if (item.meetingLink || item.platform)
    return (
      <Stack gap={0}>
        <Text size="sm">
          {t('eventView.place.online', { platform: item.platform ?? t('eventView.place.noPlatform') })}
        </Text>
        {/* Only an http(s) link is a link (decision 0043): one stored before that shows as text. */}
        {item.meetingLink && !isWebLink(item.meetingLink) && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.meetingLink}
          </Text>
        )}
        {item.meetingLink && isWebLink(item.meetingLink) && (
          <Anchor
            href={item.meetingLink}
            size="sm"
            target="_blank"
            rel="noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.meetingLink}
          </Anchor>
        )}
        {item.virtualAccessDetails && (
          <Text size="sm" c="dimmed">
            {item.virtualAccessDetails}
          </Text>
        )}
      </Stack>
    );
  return <Text size="sm">{t('eventView.place.none')}</Text>;
}

export const trainerNames = (item: Item) =>
  item.trainers.map((trainer) => `${trainer.firstName} ${trainer.lastName}`).join(', ');

/** A session's dates, each with its time (zone named when not the viewer's), place and trainers. */
export function SessionDates({ session }: { session: Occurrence }) {
  const { t } = useTranslation();
  return (
    <List
      size="sm"
      spacing="xs"
      listStyleType={session.items.length > 1 ? 'disc' : 'none'}
      withPadding={session.items.length > 1}
    >
      {session.items.map((item) => (
        <List.Item key={item.id}>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {itemWhen(item)}
            </Text>
            <ItemPlace item={item} />
            <Text size="sm" c="dimmed">
              {item.trainers.length > 0
                ? t('eventView.trainers', { names: trainerNames(item) })
                : t('eventView.noTrainers')}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
