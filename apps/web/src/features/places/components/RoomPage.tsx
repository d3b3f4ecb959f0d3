import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES, canAccess, type Room } from '@campus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { SectionCard } from '../../../ui/SectionCard';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconBuilding, IconFileText, IconPencil } from '../../../ui/icons';
import { roomQuery } from '../api/venuesApi';
import { usePlaceAction } from '../hooks/usePlaceAction';
import { venuePaths } from '../paths';
import { costText, seats } from '../seats';
import { ActiveRelations } from './ActiveRelations';
import { DetailList } from './DetailList';
import { PlaceFiles } from './PlaceFiles';
import { StatusActions } from './StatusActions';

/**
 * /setup/venues/:venueId/rooms/:roomId/show (03 §2): the room and its venue. Event coordinators
 * see it too (room show's rule); the actions come only where the server's policy allows them.
 */
export function RoomPage() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const room = useQuery(roomQuery(roomId));
  if (room.isPending || room.isError) {
    return (
      <PageLayout title={t('venues.roomTitle')}>
        {room.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} />
        ) : (
          <Alert color="red" title={t('venues.loadFailed')}>
            {errorMessageOf(room.error)}
          </Alert>
        )}
      </PageLayout>
    );
  }
  return <RoomDetails room={room.data} />;
}

function RoomDetails({ room }: { room: Room }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // "creating or removing a room goes to its venue" (03 §2 After actions).
  const act = usePlaceAction('room', room.id, () => void navigate(venuePaths.show(room.venue.id)));
  // Event coordinators see rooms but not venues (03 §6): the venue is named, not linked, for them.
  const mayOpenVenue = canAccess(useSession().actor, RULES.venues);
  return (
    <PageLayout
      title={room.name}
      description={t('venues.roomLine', {
        status: t(`venues.statuses.${room.status}`),
        seats: seats(room.capacity),
        venue: room.venue.name,
      })}
      actions={
        <Group gap="xs" wrap="wrap">
          {room.actions.edit && (
            <Button
              component={Link}
              to={venuePaths.roomEdit(room.venue.id, room.id)}
              leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
            >
              {t('venues.editRoom')}
            </Button>
          )}
          <StatusActions
            actions={room.actions}
            kind="room"
            name={room.name}
            pending={act.isPending ? act.variables : null}
            onAction={(action) => act.mutate(action)}
          />
        </Group>
      }
    >
      <Stack gap="lg">
        <SectionCard id="room-details" title={t('venues.details')} icon={IconBuilding}>
          <DetailList
            items={[
              { label: t('venues.fields.capacity'), value: seats(room.capacity) },
              { label: t('venues.fields.cost'), value: costText(room.cost, room.costPeriod) },
              { label: t('venues.fields.location'), value: room.location ?? '–' },
              { label: t('venues.fields.description'), value: room.description ?? '–' },
              { label: t('venues.fields.instructions'), value: room.instructions ?? '–' },
              {
                label: t('venues.venue'),
                value: mayOpenVenue ? (
                  <Anchor component={Link} to={venuePaths.show(room.venue.id)} size="sm">
                    {room.venue.name}
                  </Anchor>
                ) : (
                  room.venue.name
                ),
              },
              { label: t('venues.address'), value: room.venue.address.formatted_address || '–' },
              {
                label: t('venues.fields.sharing'),
                value:
                  room.sharingWorkspaces.length > 0
                    ? room.sharingWorkspaces.map((workspace) => workspace.name).join(', ')
                    : t('venues.notShared'),
              },
            ]}
          />
        </SectionCard>
        <SectionCard id="room-files" title={t('venues.fields.files')} icon={IconFileText}>
          <PlaceFiles files={room.files} emptyText={t('venues.noFiles')} />
        </SectionCard>
        <ActiveRelations relations={room.activeRelations} />
        {mayOpenVenue && (
          <Text size="sm">
            <Anchor component={Link} to={venuePaths.show(room.venue.id)}>
              {t('venues.backToVenue')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </PageLayout>
  );
}
