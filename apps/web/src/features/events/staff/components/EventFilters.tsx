import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canAccess, PLACES_ENDPOINTS } from '@campus/contracts';
import { useSession } from '../../../../lib/session/useSession';
import { peopleQuery, roomsQuery } from '../api/eventsApi';

export interface PlaceAndTrainer {
  venueId: string;
  trainerId: string;
}

/**
 * The venues the workspace's active rooms are in, each once, by name. Only people who may list
 * rooms ask for them: a site admin or a trainer reads the events list but not the rooms
 * (03 §6), and gets no venue filter rather than a refusal.
 */
export function useVenues() {
  const mayListRooms = canAccess(useSession().actor, PLACES_ENDPOINTS.rooms.access);
  const rooms = useQuery({
    ...roomsQuery(),
    enabled: mayListRooms,
  });
  const venues = new Map<string, string>();
  for (const room of rooms.data?.data ?? []) venues.set(room.venue.id, room.venue.name);
  return {
    mayListRooms,
    rooms: rooms.data?.data ?? [],
    venues: [...venues].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function useTrainers() {
  const trainers = useQuery(peopleQuery('trainer'));
  return trainers.data?.data ?? [];
}

/** The venue and trainer filters the table and the calendar share. */
export function VenueTrainerFilters({
  value,
  onChange,
}: {
  value: PlaceAndTrainer;
  onChange: (value: PlaceAndTrainer) => void;
}) {
  const { t } = useTranslation();
  const { venues, mayListRooms } = useVenues();
  const trainers = useTrainers();
  return (
    <>
      {mayListRooms && (
        <NativeSelect
          label={t('events.filters.venue')}
          value={value.venueId}
          onChange={(event) => onChange({ ...value, venueId: event.currentTarget.value })}
          data={[
            { value: '', label: t('events.filters.anyVenue') },
            ...venues.map((venue) => ({ value: venue.id, label: venue.name })),
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      )}
      <NativeSelect
        label={t('events.filters.trainer')}
        value={value.trainerId}
        onChange={(event) => onChange({ ...value, trainerId: event.currentTarget.value })}
        data={[
          { value: '', label: t('events.filters.anyTrainer') },
          ...trainers.map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName}` })),
        ]}
        w={{ base: '100%', sm: 200 }}
      />
    </>
  );
}

export function DateRangeFilters({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap" align="flex-end">
      <TextInput
        type="date"
        label={t('events.filters.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
        w={{ base: '100%', sm: 170 }}
      />
      <TextInput
        type="date"
        label={t('events.filters.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
        w={{ base: '100%', sm: 170 }}
      />
    </Group>
  );
}
