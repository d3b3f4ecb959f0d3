import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimeZoneSelect } from '../../../../ui/forms/TimeZoneSelect';
import { IconPlus, IconTrash } from '../../../../ui/icons';
import { withStart, type ItemProblems, type ItemValues } from '../forms/sessionForm';

interface Option {
  value: string;
  label: string;
}

/**
 * A session's dated items (03 §3 Occurrence item): each with its date, start and end (local times
 * of the item's zone: a room's venue's, or the one picked for an online date), a room (face to
 * face) or online details, and its trainers. The end moves with the start; problems
 * (from ≤ to, overlaps in the spec's words) show on the item they concern.
 */
export function OccurrenceItemsEditor({
  items,
  onChange,
  onAdd,
  sessionType,
  rooms,
  trainers,
  trainersEnabled,
  problems,
}: {
  items: ItemValues[];
  onChange: (items: ItemValues[]) => void;
  onAdd: () => void;
  sessionType: 'face_to_face' | 'online';
  rooms: Option[];
  trainers: Option[];
  trainersEnabled: boolean;
  problems: ItemProblems[] | null;
}) {
  const { t } = useTranslation();
  const change = (index: number, next: ItemValues) => onChange(items.map((item, at) => (at === index ? next : item)));
  return (
    <Stack gap="md">
      {items.map((item, index) => {
        const n = index + 1;
        const found = problems?.[index] ?? {};
        return (
          <Card key={item.key} withBorder padding="md" component="section" aria-labelledby={`${item.key}-title`}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} size="h5" id={`${item.key}-title`}>
                  {t('events.item.title', { n })}
                </Title>
                {items.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  >
                    {t('events.item.remove', { n })}
                  </Button>
                )}
              </Group>
              {found.conflict && (
                <Alert color="red" role="alert" p="xs">
                  {found.conflict}
                </Alert>
              )}
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('events.item.date', { n })}
                  required
                  value={item.date}
                  onChange={(e) => change(index, { ...item, date: e.currentTarget.value })}
                  error={found.date}
                  aria-invalid={found.date ? true : undefined}
                  w={{ base: '100%', xs: 170 }}
                />
                <TextInput
                  type="time"
                  label={t('events.item.start', { n })}
                  required
                  value={item.start}
                  onChange={(e) => change(index, withStart(item, e.currentTarget.value))}
                  error={found.start}
                  aria-invalid={found.start ? true : undefined}
                  w={{ base: '47%', xs: 130 }}
                />
                <TextInput
                  type="time"
                  label={t('events.item.end', { n })}
                  required
                  min={item.start || undefined}
                  value={item.end}
                  onChange={(e) => change(index, { ...item, end: e.currentTarget.value })}
                  error={found.end}
                  aria-invalid={found.end ? true : undefined}
                  w={{ base: '47%', xs: 130 }}
                />
              </Group>
              {sessionType === 'face_to_face' ? (
                <Text size="xs" c="dimmed">
                  {t(item.roomId ? 'events.item.venueZone' : 'events.item.zone', { zone: item.timeZone })}
                </Text>
              ) : (
                <TimeZoneSelect
                  label={t('events.item.timeZone', { n })}
                  description={t('events.item.timeZoneHelp')}
                  nothingFoundMessage={t('events.item.noTimeZone')}
                  value={item.timeZone}
                  onChange={(timeZone) => change(index, { ...item, timeZone })}
                />
              )}
              {sessionType === 'face_to_face' ? (
                <Select
                  label={t('events.item.room', { n })}
                  required
                  searchable
                  data={rooms}
                  value={item.roomId}
                  onChange={(roomId) => change(index, { ...item, roomId })}
                  error={found.roomId}
                  aria-invalid={found.roomId ? true : undefined}
                  nothingFoundMessage={t('events.item.noRooms')}
                />
              ) : (
                <>
                  <TextInput
                    type="url"
                    label={t('events.item.meetingLink', { n })}
                    required
                    value={item.meetingLink}
                    onChange={(e) => change(index, { ...item, meetingLink: e.currentTarget.value })}
                    error={found.meetingLink}
                    aria-invalid={found.meetingLink ? true : undefined}
                  />
                  <TextInput
                    label={t('events.item.platform', { n })}
                    value={item.platform}
                    onChange={(e) => change(index, { ...item, platform: e.currentTarget.value })}
                  />
                  <Textarea
                    label={t('events.item.access', { n })}
                    rows={2}
                    value={item.virtualAccessDetails}
                    onChange={(e) => change(index, { ...item, virtualAccessDetails: e.currentTarget.value })}
                  />
                </>
              )}
              {trainersEnabled && (
                <MultiSelect
                  label={t('events.item.trainers', { n })}
                  searchable
                  data={trainers}
                  value={item.trainers}
                  onChange={(ids) => change(index, { ...item, trainers: ids })}
                />
              )}
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('events.item.add')}
        </Button>
      </Group>
    </Stack>
  );
}
