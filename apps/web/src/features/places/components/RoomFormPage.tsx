import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COST_PERIODS,
  ROOM_DEFAULTS,
  createRoomBodySchema,
  updateRoomBodySchema,
  type CostPeriod,
  type Room,
  type Venue,
} from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { applyServerErrors } from '../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../lib/forms/schemaForm';
import { useSession } from '../../../lib/session/useSession';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { FormSection } from '../../../ui/layout/FormSection';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { toast } from '../../../ui/toast';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { createRoom, roomQuery, updateRoom, venueQuery } from '../api/venuesApi';
import { venuePaths } from '../paths';
import { MediaPicker } from '../../media/components/MediaPicker';
import { SharingField } from './SharingField';

interface RoomFormValues {
  venueId: string;
  name: string;
  description: string;
  location: string;
  capacity: number | '';
  cost: number | '';
  costPeriod: CostPeriod;
  instructions: string;
  sharingWorkspaces: string[];
  files: { fileId: string }[];
}

/** /setup/venues/:venueId/rooms/add (03 §2): a room of a venue that takes rooms (not archived). */
export function RoomAddPage() {
  const { t } = useTranslation();
  const { venueId = '' } = useParams();
  const venue = useQuery(venueQuery(venueId));
  if (venue.isPending || venue.isError) return <Waiting title={t('venues.addRoomTitle')} error={venue.error} />;
  if (!venue.data.actions.addRoom) {
    return <Refused title={t('venues.addRoomTitle')} body={t('venues.cannotAddRoom')} venueId={venue.data.id} />;
  }
  return <RoomForm venue={venue.data} room={null} />;
}

/** /setup/venues/:venueId/rooms/:roomId/edit (03 §2): only while the room may be edited (03 §4). */
export function RoomEditPage() {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  const room = useQuery(roomQuery(roomId));
  if (room.isPending || room.isError) return <Waiting title={t('venues.editRoomTitle')} error={room.error} />;
  if (!room.data.actions.edit) {
    return <Refused title={t('venues.editRoomTitle')} body={t('venues.cannotEditBody')} venueId={room.data.venue.id} />;
  }
  return <RoomForm venue={room.data.venue} room={room.data} />;
}

function Waiting({ title, error }: { title: string; error: Error | null }) {
  const { t } = useTranslation();
  return (
    <PageLayout title={title} width="form">
      {error ? (
        <Alert color="red" title={t('venues.loadFailed')}>
          {errorMessageOf(error)}
        </Alert>
      ) : (
        <Loader role="status" aria-label={t('app.loading')} />
      )}
    </PageLayout>
  );
}

function Refused({ title, body, venueId }: { title: string; body: string; venueId: string }) {
  const { t } = useTranslation();
  return (
    <PageLayout title={title} width="form">
      <Alert color="yellow" title={t('venues.cannotEditTitle')}>
        <Text size="sm">{body}</Text>
        <Anchor component={Link} to={venuePaths.show(venueId)} size="sm">
          {t('venues.backToVenue')}
        </Anchor>
      </Alert>
    </PageLayout>
  );
}

function RoomForm({ venue, room }: { venue: Pick<Venue, 'id' | 'name'>; room: Room | null }) {
  const { t } = useTranslation();
  // A room is added or edited only from the workspace that owns its venue (the server's policy).
  const ownerWorkspaceId = useSession().workspace?.workspaceId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const adding = room === null;
  const form = useForm<RoomFormValues>({
    initialValues: {
      venueId: venue.id,
      name: room?.name ?? '',
      description: room?.description ?? '',
      location: room?.location ?? '',
      capacity: room?.capacity ?? ROOM_DEFAULTS.capacity,
      cost: room?.cost ?? ROOM_DEFAULTS.cost,
      costPeriod: room?.costPeriod ?? ROOM_DEFAULTS.costPeriod,
      instructions: room?.instructions ?? '',
      sharingWorkspaces: room?.sharingWorkspaces.map((workspace) => workspace.id) ?? [],
      files: room?.files.map(({ fileId }) => ({ fileId })) ?? [],
    },
    validate: formResolver(createRoomBodySchema),
  });
  const save = useMutation({
    mutationFn: async (values: RoomFormValues) => {
      if (!room) return createRoom(createRoomBodySchema.parse(values));
      const { venueId: _venue, ...changes } = values;
      return updateRoom(updateRoomBodySchema.parse({ ...changes, id: room.id }));
    },
    meta: { handlesErrors: true },
    onError: (error) => {
      applyServerErrors(form, error);
      toast.error({
        title: t(adding ? 'venues.toasts.room.create.failed' : 'venues.toasts.room.update.failed'),
        message: errorMessageOf(error),
      });
    },
    onSuccess: async (saved) => {
      await invalidateDomain(queryClient, 'places');
      toast.success({ message: t(adding ? 'venues.toasts.room.create.done' : 'venues.toasts.room.update.done') });
      // "creating a room goes to its venue; updating a room goes to the room" (03 §2 After actions).
      void navigate(adding ? venuePaths.show(venue.id) : venuePaths.roomShow(venue.id, saved.id));
    },
  });
  const input = (path: keyof RoomFormValues) => {
    const props = form.getInputProps(path);
    return { ...props, 'aria-invalid': props.error ? true : undefined };
  };

  return (
    <PageLayout
      title={adding ? t('venues.addRoomTitle') : t('venues.editRoomTitle')}
      description={t('venues.roomOf', { venue: venue.name })}
      width="form"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-labelledby="room-details-title">
        <Stack gap="xl">
          <FormErrorAlert
            title={t('venues.formErrorTitle')}
            message={save.isError ? errorMessageOf(save.error) : null}
          />
          <FormSection
            title={t('venues.details')}
            description={t('venues.roomDetailsHelp')}
            titleId="room-details-title"
          >
            <Stack gap="md">
              <TextInput label={t('venues.name')} required {...input('name')} />
              <Textarea label={t('venues.fields.description')} rows={2} {...input('description')} />
              <TextInput
                label={t('venues.fields.location')}
                description={t('venues.locationHelp')}
                {...input('location')}
              />
              <Textarea
                label={t('venues.fields.instructions')}
                description={t('venues.instructionsHelp')}

                rows={2}
                {...input('instructions')}
              />
            </Stack>
          </FormSection>
          <FormSection
            title={t('venues.capacityAndCost')}
            description={t('venues.capacityAndCostHelp')}
            titleId="room-cost-title"
          >
            <Stack gap="md">
              <NumberInput
                label={t('venues.fields.capacity')}
                required
                min={1}
                allowDecimal={false}
                {...input('capacity')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  label={t('venues.fields.cost')}
                  prefix="£"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  {...input('cost')}
                />
                <NativeSelect
                  label={t('venues.fields.costPeriod')}
                  data={COST_PERIODS.map((value) => ({ value, label: t(`venues.periods.${value}`) }))}
                  {...input('costPeriod')}
                />
              </SimpleGrid>
            </Stack>
          </FormSection>
          <FormSection title={t('venues.fields.files')} titleId="room-files-title">
            <MediaPicker
              label={t('venues.fields.files')}
              description={t('venues.filesHelp')}
              multiple
              value={form.values.files.map((file) => file.fileId)}
              onChange={(ids) =>
                form.setFieldValue(
                  'files',
                  ids.map((fileId) => ({ fileId })),
                )
              }
              error={form.errors.files}
            />
          </FormSection>
          <FormSection title={t('venues.fields.sharing')} titleId="room-sharing-title">
            <SharingField
              ownerWorkspaceId={ownerWorkspaceId}
              current={room?.sharingWorkspaces ?? []}
              value={form.values.sharingWorkspaces}
              onChange={(value) => form.setFieldValue('sharingWorkspaces', value)}
              error={form.errors.sharingWorkspaces}
            />
          </FormSection>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={room ? venuePaths.roomShow(venue.id, room.id) : venuePaths.show(venue.id)}
              variant="default"
            >
              {t('venues.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {adding ? t('venues.createRoom') : t('venues.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageLayout>
  );
}
