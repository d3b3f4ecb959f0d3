import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Image, Loader, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mediaFormSchema, type MediaItemDetail } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { formatDate } from '../../../lib/dates/dates';
import { applyServerErrors } from '../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../lib/forms/schemaForm';
import { PATHS } from '../../../lib/navigation/paths';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconTrash } from '../../../ui/icons';
import { FormSection } from '../../../ui/layout/FormSection';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { toast } from '../../../ui/toast';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { mediaItemQuery, updateMedia } from '../api/mediaApi';
import { mediaEditPath, mediaFiltersOf, mediaQueryString } from '../api/mediaFilters';
import { useDeleteMedia } from '../hooks/useDeleteMedia';
import { MediaThumbnail } from './MediaCard';

const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(0)} kB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * /setup/media-library/edit/:id (03 §2): the item's preview, its title, description, alt text
 * (required for images) and privacy; previous and next in the list it was opened from (siblings);
 * delete. Another customer's item, or someone else's private one, is the 404 page.
 */
export function MediaEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { page: _page, ...filters } = mediaFiltersOf(params);
  const item = useQuery(mediaItemQuery(id, filters));
  const back = `${PATHS.mediaLibrary}${mediaQueryString(filters)}`;

  return (
    <PageLayout
      title={t('media.edit.title')}
      description={t('media.edit.intro')}
      width="form"
      actions={
        <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('media.edit.back')}
        </Button>
      }
    >
      {item.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : item.isError ? (
        <FormErrorAlert title={t('media.loadFailed')} message={errorMessageOf(item.error)} />
      ) : (
        // Keyed by the item, so moving to the next one starts its form afresh.
        <MediaEditor
          key={item.data.id}
          item={item.data}
          backTo={back}
          siblingPath={(sibling) => mediaEditPath(sibling, filters)}
        />
      )}
    </PageLayout>
  );
}

function MediaEditor({
  item,
  backTo,
  siblingPath,
}: {
  item: MediaItemDetail;
  backTo: string;
  siblingPath: (id: string) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const schema = mediaFormSchema(item.kind);
  const form = useForm({
    initialValues: { title: item.title, description: item.description, alt: item.alt, isPrivate: item.isPrivate },
    validate: formResolver(schema),
  });
  const save = useMutation({
    mutationFn: updateMedia,
    meta: { handlesErrors: true },
    onError: (error) => {
      applyServerErrors(form, error);
      toast.error({ title: t('media.notUpdated'), message: errorMessageOf(error) });
    },
    onSuccess: async (saved) => {
      form.resetDirty({
        title: saved.title,
        description: saved.description,
        alt: saved.alt,
        isPrivate: saved.isPrivate,
      });
      toast.success({ message: t('media.updated') });
      await invalidateDomain(queryClient, 'media');
    },
  });
  const remove = useDeleteMedia(() => void navigate(backTo));
  const submit = form.onSubmit((values) => save.mutate({ id: item.id, ...schema.parse(values) }));
  const field = (name: 'title' | 'description' | 'alt') => {
    const props = form.getInputProps(name);
    return { ...props, 'aria-invalid': props.error ? true : undefined };
  };
  const { prevId, nextId } = item.siblings;
  const image = item.kind === 'image' ? item.presignedUrls.medium : undefined;

  return (
    <Stack gap="xl">
      <Group justify="space-between" gap="sm" role="navigation" aria-label={t('media.title')}>
        {prevId ? (
          <Button
            component={Link}
            to={siblingPath(prevId)}
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
          >
            {t('media.edit.previous')}
          </Button>
        ) : (
          <span />
        )}
        {nextId && (
          <Button
            component={Link}
            to={siblingPath(nextId)}
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
          >
            {t('media.edit.next')}
          </Button>
        )}
      </Group>
      <FormSection title={t('media.edit.preview')} titleId="media-preview-heading">
        <Stack gap="sm">
          {image ? (
            <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
              <Image src={image} alt={form.values.alt || item.alt} fit="contain" mah={360} />
            </Paper>
          ) : (
            <Paper withBorder radius="md" p={0} maw={200} style={{ overflow: 'hidden' }}>
              <MediaThumbnail item={item} />
            </Paper>
          )}
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
            <Text component="dt" size="sm" fw={600}>
              {t('media.edit.fileName')}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {item.originalFileName}
            </Text>
            <Text component="dt" size="sm" fw={600}>
              {t('media.edit.fileType')}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {item.fileType}
            </Text>
            <Text component="dt" size="sm" fw={600}>
              {t('media.edit.size')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {formatSize(item.size)}
            </Text>
            <Text component="dt" size="sm" fw={600}>
              {t('media.edit.uploadedOn')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {formatDate(item.dateUploaded)}
            </Text>
          </dl>
          {item.presignedUrls.original && (
            <Anchor href={item.presignedUrls.original} download={item.originalFileName} size="sm">
              {t('media.edit.download')}
            </Anchor>
          )}
        </Stack>
      </FormSection>
      <FormSection
        title={t('media.edit.details')}
        description={t('media.edit.detailsText')}
        titleId="media-details-heading"
      >
        <form onSubmit={submit} noValidate aria-labelledby="media-details-heading">
          <Stack gap="md">
            <FormErrorAlert
              title={t('media.edit.errorTitle')}
              message={save.isError ? errorMessageOf(save.error) : null}
            />
            <TextInput label={t('media.edit.titleField')} required {...field('title')} />
            <Textarea label={t('media.edit.description')} rows={3} {...field('description')} />
            <Textarea
              label={t('media.edit.alt')}
              description={item.kind === 'image' ? t('media.edit.altHelp') : t('media.edit.altHelpFile')}
              required={item.kind === 'image'}
              rows={2}
              {...field('alt')}
            />
            <Checkbox
              label={t('media.edit.isPrivate')}
              description={t('media.edit.isPrivateHelp')}
              {...form.getInputProps('isPrivate', { type: 'checkbox' })}
            />
            <Group justify="space-between" gap="sm">
              <Button type="submit" loading={save.isPending}>
                {t('media.edit.save')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
                onClick={() => setConfirming(true)}
                loading={remove.isPending}
              >
                {t('media.edit.delete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormSection>
      <ConfirmDialog
        opened={confirming}
        title={t('media.confirmDeleteTitle', { count: 1 })}
        confirmLabel={t('media.delete')}
        cancelLabel={t('media.cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          remove.mutate([item.id]);
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('media.confirmDeleteText', { count: 1 })}
      </ConfirmDialog>
    </Stack>
  );
}
