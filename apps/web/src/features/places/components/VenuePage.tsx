import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Venue } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { EmptyState } from '../../../ui/EmptyState';
import { ResponsiveList } from '../../../ui/ResponsiveList';
import { SectionCard } from '../../../ui/SectionCard';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconBuilding, IconMapPin, IconPencil, IconPhoto, IconPlus } from '../../../ui/icons';
import { venueQuery } from '../api/venuesApi';
import { usePlaceAction } from '../hooks/usePlaceAction';
import { venuePaths } from '../paths';
import { costText, seats } from '../seats';
import { ActiveRelations } from './ActiveRelations';
import { DetailList } from './DetailList';
import { PlaceFiles } from './PlaceFiles';
import { PlaceStatusBadge } from './PlaceStatusBadge';
import { StatusActions } from './StatusActions';

/** /setup/venues/:id/show (03 §2): the venue, its rooms, what uses it, and the actions its state allows. */
export function VenuePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // A venue of another customer answers 404: the generic handling opens the 404 page (01 §8).
  const venue = useQuery(venueQuery(id));
  if (venue.isPending) {
    return (
      <PageLayout title={t('venues.venueTitle')}>
        <Loader role="status" aria-label={t('app.loading')} />
      </PageLayout>
    );
  }
  if (venue.isError) {
    return (
      <PageLayout title={t('venues.venueTitle')}>
        <Alert color="red" title={t('venues.loadFailed')}>
          {errorMessageOf(venue.error)}
        </Alert>
      </PageLayout>
    );
  }
  return <VenueDetails venue={venue.data} />;
}

function VenueDetails({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // "removing a venue goes to the venue list" (03 §2 After actions).
  const act = usePlaceAction('venue', venue.id, () => void navigate(venuePaths.list));
  const { address } = venue;
  const coordinates =
    address.lat !== null && address.lng !== null
      ? t('venues.coordinates', { lat: address.lat, lng: address.lng })
      : null;

  return (
    <PageLayout
      title={venue.name}
      description={t('venues.statusLine', {
        status: t(`venues.statuses.${venue.status}`),
        place: address.formatted_address || t('venues.noAddress'),
      })}
      actions={
        <Group gap="xs" wrap="wrap">
          {venue.actions.edit && (
            <Button
              component={Link}
              to={venuePaths.edit(venue.id)}
              leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
            >
              {t('venues.edit')}
            </Button>
          )}
          <StatusActions
            actions={venue.actions}
            kind="venue"
            name={venue.name}
            pending={act.isPending ? act.variables : null}
            onAction={(action) => act.mutate(action)}
          />
        </Group>
      }
    >
      <Stack gap="lg">
        <SectionCard id="venue-details" title={t('venues.details')} icon={IconMapPin}>
          <DetailList
            items={[
              { label: t('venues.fields.description'), value: venue.description ?? '–' },
              { label: t('venues.fields.contactEmail'), value: venue.contactEmail ?? '–' },
              { label: t('venues.fields.contactPhone'), value: venue.contactPhone ?? '–' },
              { label: t('venues.address'), value: address.formatted_address || '–' },
              { label: t('venues.fields.coordinates'), value: coordinates ?? t('venues.noCoordinates') },
              { label: t('venues.visibility'), value: t(`venues.visibilities.${venue.visibility}`) },
              { label: t('venues.fields.timeZone'), value: venue.timeZone },
              {
                label: t('venues.fields.sharing'),
                value:
                  venue.sharingWorkspaces.length > 0
                    ? venue.sharingWorkspaces.map((workspace) => workspace.name).join(', ')
                    : t('venues.notShared'),
              },
            ]}
          />
        </SectionCard>
        <SectionCard id="venue-images" title={t('venues.fields.images')} icon={IconPhoto}>
          <PlaceFiles files={venue.files} emptyText={t('venues.noImages')} />
        </SectionCard>
        <SectionCard
          id="venue-rooms"
          title={t('venues.rooms')}
          icon={IconBuilding}
          aside={
            venue.actions.addRoom && (
              <Button
                component={Link}
                to={venuePaths.roomAdd(venue.id)}
                size="compact-sm"
                variant="default"
                leftSection={<IconPlus size={14} stroke={1.8} aria-hidden />}
              >
                {t('venues.addRoom')}
              </Button>
            )
          }
        >
          {venue.rooms.length === 0 ? (
            <EmptyState
              icon={IconBuilding}
              title={t('venues.noRoomsTitle')}
              description={venue.actions.addRoom ? t('venues.noRoomsBodyManager') : t('venues.noRoomsBody')}
              headingOrder={3}
            />
          ) : (
            <ResponsiveList
              label={t('venues.roomsOf', { venue: venue.name })}
              items={venue.rooms}
              itemKey={(room) => room.id}
              columns={[
                {
                  header: t('venues.name'),
                  kind: 'title',
                  cell: (room) => (
                    <Anchor component={Link} to={venuePaths.roomShow(venue.id, room.id)} fw={600} size="sm">
                      {room.name}
                    </Anchor>
                  ),
                },
                { header: t('venues.fields.capacity'), cell: (room) => seats(room.capacity) },
                { header: t('venues.fields.cost'), cell: (room) => costText(room.cost, room.costPeriod) },
                { header: t('venues.fields.location'), cell: (room) => room.location ?? '–' },
                { header: t('venues.status'), cell: (room) => <PlaceStatusBadge status={room.status} /> },
              ]}
            />
          )}
        </SectionCard>
        <ActiveRelations relations={venue.activeRelations} />
        <Text size="sm">
          <Anchor component={Link} to={venuePaths.list}>
            {t('venues.backToList')}
          </Anchor>
        </Text>
      </Stack>
    </PageLayout>
  );
}
