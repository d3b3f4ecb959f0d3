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
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  VENUE_DEFAULTS,
  VENUE_VISIBILITIES,
  createVenueBodySchema,
  updateVenueBodySchema,
  type Venue,
} from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { applyServerErrors } from '../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../lib/forms/schemaForm';
import { useSession } from '../../../lib/session/useSession';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { TimeZoneSelect } from '../../../ui/forms/TimeZoneSelect';
import { FormSection } from '../../../ui/layout/FormSection';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { toast } from '../../../ui/toast';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { createVenue, updateVenue, venueQuery } from '../api/venuesApi';
import { venuePaths } from '../paths';
import { MediaPicker } from '../../media/components/MediaPicker';
import { SharingField } from './SharingField';

/** The form's values: what the add call takes, with '' for empty inputs (the schema makes them null). */
interface VenueFormValues {
  name: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  address: {
    address_1: string;
    address_2: string;
    city: string;
    county: string;
    postcode: string;
    country: string;
    lat: number | '';
    lng: number | '';
    type: 'automatic' | 'manual';
  };
  visibility: (typeof VENUE_VISIBILITIES)[number];
  timeZone: string;
  sharingWorkspaces: string[];
  files: { fileId: string }[];
}

const valuesOf = (venue: Venue | null): VenueFormValues => ({
  name: venue?.name ?? '',
  description: venue?.description ?? '',
  contactEmail: venue?.contactEmail ?? '',
  contactPhone: venue?.contactPhone ?? '',
  address: {
    address_1: venue?.address.address_1 ?? '',
    address_2: venue?.address.address_2 ?? '',
    city: venue?.address.city ?? '',
    county: venue?.address.county ?? '',
    postcode: venue?.address.postcode ?? '',
    country: venue?.address.country ?? VENUE_DEFAULTS.country,
    lat: venue?.address.lat ?? '',
    lng: venue?.address.lng ?? '',
    type: venue?.address.type ?? VENUE_DEFAULTS.addressType,
  },
  visibility: venue?.visibility ?? VENUE_DEFAULTS.visibility,
  timeZone: venue?.timeZone ?? VENUE_DEFAULTS.timeZone,
  sharingWorkspaces: venue?.sharingWorkspaces.map((workspace) => workspace.id) ?? [],
  files: venue?.files.map(({ fileId }) => ({ fileId })) ?? [],
});

/** /setup/venues/add (03 §2). */
export function VenueAddPage() {
  const { workspace } = useSession();
  return <VenueForm venue={null} ownerWorkspaceId={workspace?.workspaceId ?? ''} />;
}

/** /setup/venues/:id/edit (03 §2): only while the venue may be edited (03 §4). */
export function VenueEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const venue = useQuery(venueQuery(id));
  if (venue.isPending || venue.isError) {
    return (
      <PageLayout title={t('venues.editTitle')} width="form">
        {venue.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} />
        ) : (
          <Alert color="red" title={t('venues.loadFailed')}>
            {errorMessageOf(venue.error)}
          </Alert>
        )}
      </PageLayout>
    );
  }
  if (!venue.data.actions.edit) {
    return (
      <PageLayout title={t('venues.editTitle')} width="form">
        <Alert color="yellow" title={t('venues.cannotEditTitle')}>
          <Text size="sm">{t('venues.cannotEditBody')}</Text>
          <Anchor component={Link} to={venuePaths.show(venue.data.id)} size="sm">
            {t('venues.backToVenue')}
          </Anchor>
        </Alert>
      </PageLayout>
    );
  }
  return <VenueForm venue={venue.data} ownerWorkspaceId={venue.data.workspaceId} />;
}

function VenueForm({ venue, ownerWorkspaceId }: { venue: Venue | null; ownerWorkspaceId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const adding = venue === null;
  const form = useForm<VenueFormValues>({
    initialValues: valuesOf(venue),
    validate: formResolver(createVenueBodySchema),
  });
  const save = useMutation({
    mutationFn: async (values: VenueFormValues) =>
      venue
        ? updateVenue(updateVenueBodySchema.parse({ ...values, id: venue.id }))
        : createVenue(createVenueBodySchema.parse(values)),
    meta: { handlesErrors: true },
    onError: (error) => {
      applyServerErrors(form, error);
      toast.error({
        title: t(adding ? 'venues.toasts.venue.create.failed' : 'venues.toasts.venue.update.failed'),
        message: errorMessageOf(error),
      });
    },
    onSuccess: async (saved) => {
      await invalidateDomain(queryClient, 'places');
      toast.success({ message: t(adding ? 'venues.toasts.venue.create.done' : 'venues.toasts.venue.update.done') });
      // "creating or updating a venue goes to the venue page" (03 §2 After actions).
      void navigate(venuePaths.show(saved.id));
    },
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, 'aria-invalid': props.error ? true : undefined };
  };
  const manual = form.values.address.type === 'manual';

  return (
    <PageLayout
      title={adding ? t('venues.addTitle') : t('venues.editTitle')}
      description={adding ? t('venues.addIntro') : venue.name}
      width="form"
      titleId="venue-form-title"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-labelledby="venue-form-title">
        <Stack gap="xl">
          <FormErrorAlert
            title={t('venues.formErrorTitle')}
            message={save.isError ? errorMessageOf(save.error) : null}
          />
          <FormSection title={t('venues.details')} description={t('venues.detailsHelp')} titleId="venue-details-title">
            <Stack gap="md">
              <TextInput label={t('venues.name')} required {...input('name')} />
              <Textarea label={t('venues.fields.description')} rows={3} {...input('description')} />
              <TextInput
                label={t('venues.fields.contactEmail')}
                type="email"
                autoComplete="off"
                {...input('contactEmail')}
              />
              <TextInput
                label={t('venues.fields.contactPhone')}
                type="tel"
                autoComplete="off"
                {...input('contactPhone')}
              />
              <NativeSelect
                label={t('venues.visibility')}
                description={t('venues.visibilityHelp')}
                data={VENUE_VISIBILITIES.map((value) => ({ value, label: t(`venues.visibilities.${value}`) }))}
                {...input('visibility')}
              />
              <TimeZoneSelect
                label={t('venues.fields.timeZone')}
                description={t('venues.timeZoneHelp')}
                nothingFoundMessage={t('venues.noTimeZone')}
                {...input('timeZone')}
                value={form.values.timeZone}
                onChange={(zone) => form.setFieldValue('timeZone', zone)}
              />
            </Stack>
          </FormSection>
          <FormSection title={t('venues.address')} description={t('venues.addressHelp')} titleId="venue-address-title">
            <Stack gap="md">
              <TextInput label={t('venues.fields.address_1')} autoComplete="off" {...input('address.address_1')} />
              <TextInput label={t('venues.fields.address_2')} autoComplete="off" {...input('address.address_2')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('venues.fields.city')} autoComplete="off" {...input('address.city')} />
                <TextInput label={t('venues.fields.county')} autoComplete="off" {...input('address.county')} />
                <TextInput label={t('venues.fields.postcode')} autoComplete="off" {...input('address.postcode')} />
                <TextInput label={t('venues.fields.country')} autoComplete="off" {...input('address.country')} />
              </SimpleGrid>
              <Switch
                label={t('venues.manualCoordinates')}
                description={t('venues.manualCoordinatesHelp')}
                checked={manual}
                onChange={(event) =>
                  form.setFieldValue('address.type', event.currentTarget.checked ? 'manual' : 'automatic')
                }
              />
              {manual && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput
                    label={t('venues.fields.lat')}
                    decimalScale={6}
                    min={-90}
                    max={90}
                    {...input('address.lat')}
                  />
                  <NumberInput
                    label={t('venues.fields.lng')}
                    decimalScale={6}
                    min={-180}
                    max={180}
                    {...input('address.lng')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </FormSection>
          <FormSection title={t('venues.fields.images')} titleId="venue-images-title">
            <MediaPicker
              label={t('venues.fields.images')}
              description={t('venues.imagesHelp')}
              kind="image"
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
          <FormSection title={t('venues.fields.sharing')} titleId="venue-sharing-title">
            <SharingField
              ownerWorkspaceId={ownerWorkspaceId}
              current={venue?.sharingWorkspaces ?? []}
              value={form.values.sharingWorkspaces}
              onChange={(value) => form.setFieldValue('sharingWorkspaces', value)}
              error={form.errors.sharingWorkspaces}
            />
          </FormSection>
          <Group justify="flex-end">
            <Button component={Link} to={venue ? venuePaths.show(venue.id) : venuePaths.list} variant="default">
              {t('venues.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {adding ? t('venues.create') : t('venues.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageLayout>
  );
}
