import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconTrash } from '../../../ui/icons';
import { useListParams } from '../../../ui/list-page/useListParams';
import { MEDIA_KINDS } from '@campus/contracts';
import type { MediaFilters } from '../api/mediaApi';
import { mediaEditPath } from '../api/mediaFilters';
import { useDeleteMedia } from '../hooks/useDeleteMedia';
import { MEDIA_PAGE_SIZE, MediaBrowser } from './MediaBrowser';
import { MediaUploader } from './MediaUploader';

/**
 * /setup/media-library (03 §2): the customer's images and files in a grid with search, an
 * images/files switch and paging; several uploads at once by drag and drop or the file dialog;
 * several items selected and deleted after a confirmation.
 */
export function MediaLibraryPage() {
  const { t } = useTranslation();
  // ?search=&type=&page=, as the edit page's previous and next read them (api/mediaFilters.ts).
  const list = useListParams({ search: '', type: '' }, { pageSize: MEDIA_PAGE_SIZE, allowed: { type: MEDIA_KINDS } });
  const filters: MediaFilters = {
    search: list.filters.search,
    type: list.filters.type ? (list.filters.type as MediaFilters['type']) : null,
  };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMedia((removed) =>
    setSelected((current) => new Set([...current].filter((id) => !removed.includes(id)))),
  );

  const chosen = [...selected];

  return (
    <PageLayout title={t('media.title')} description={t('media.intro')}>
      <section aria-labelledby="media-upload-title">
        <Title order={2} size="h3" id="media-upload-title" mb="sm">
          {t('media.upload.title')}
        </Title>
        <MediaUploader />
      </section>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap" role="group" aria-label={t('media.selected', { count: chosen.length })}>
          <Text size="sm" fw={600}>
            {t('media.selected', { count: chosen.length })}
          </Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} stroke={1.8} aria-hidden />}
            disabled={chosen.length === 0 || remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('media.deleteSelected')}
          </Button>
          {chosen.length > 0 && (
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('media.clearSelection')}
            </Button>
          )}
        </Group>
        <MediaBrowser
          filters={filters}
          page={list.page}
          onFiltersChange={(next) => list.setFilters({ search: next.search.trim(), type: next.type ?? '' })}
          onPageChange={list.setPage}
          selected={selected}
          onSelect={(item, checked) =>
            setSelected((current) => {
              const next = new Set(current);
              if (checked) next.add(item.id);
              else next.delete(item.id);
              return next;
            })
          }
          renderTitle={(item) => (
            <Anchor
              component={Link}
              to={mediaEditPath(item.id, filters)}
              fw={600}
              size="sm"
              aria-label={t('media.editItem', { title: item.title })}
            >
              {item.title}
            </Anchor>
          )}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('media.confirmDeleteTitle', { count: chosen.length })}
        confirmLabel={t('media.delete')}
        cancelLabel={t('media.cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(chosen);
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('media.confirmDeleteText', { count: chosen.length })}
      </ConfirmDialog>
    </PageLayout>
  );
}
