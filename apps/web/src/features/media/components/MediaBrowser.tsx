import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaItem, MediaKind } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { EmptyState } from '../../../ui/EmptyState';
import { IconPhoto, IconSearch } from '../../../ui/icons';
import { mediaListQuery, type MediaFilters } from '../api/mediaApi';
import { MediaCard } from './MediaCard';

export const MEDIA_PAGE_SIZE = 24;

interface MediaBrowserProps {
  filters: MediaFilters;
  page: number;
  onFiltersChange: (filters: MediaFilters) => void;
  onPageChange: (page: number) => void;
  /** Fixes the kind (the picker for images): the type switch is then not shown. */
  kind?: MediaKind;
  selected: ReadonlySet<string>;
  onSelect: (item: MediaItem, checked: boolean) => void;
  /** The title of an item: a link to its edit page, or plain text in the picker. */
  renderTitle: (item: MediaItem) => ReactNode;
  /** Called with the items on the page, whenever they arrive. */
  onItems?: (items: MediaItem[]) => void;
  headingOrder?: 2 | 3;
  id?: string;
}

/** Search, the images/files switch, the grid of items with selection boxes, and paging. */
export function MediaBrowser({
  filters,
  page,
  onFiltersChange,
  onPageChange,
  kind,
  selected,
  onSelect,
  renderTitle,
  onItems,
  headingOrder = 2,
  id = 'media',
}: MediaBrowserProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  // Typing settles into the filters once it pauses.
  const applySearch = useDebouncedCallback((next: string) => onFiltersChange({ ...filters, search: next }), 300);
  const effective: MediaFilters = kind ? { ...filters, type: kind } : filters;

  const listQuery = mediaListQuery(effective, page, MEDIA_PAGE_SIZE);
  const media = useQuery({
    ...listQuery,
    queryFn: async (context) => {
      const answer = await listQuery.queryFn(context);
      onItems?.(answer.data);
      return answer;
    },
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const total = media.data?.pagination.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  const filtered = Boolean(effective.search.trim()) || (!kind && effective.type !== null);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          id={`${id}-search`}
          label={t('media.search')}
          placeholder={t('media.searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} stroke={1.7} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {!kind && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${id}-type`}>
              {t('media.type')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${id}-type`}
              value={filters.type ?? 'all'}
              onChange={(value) => onFiltersChange({ ...filters, type: value === 'all' ? null : (value as MediaKind) })}
              data={[
                { value: 'all', label: t('media.typeAll') },
                { value: 'image', label: t('media.typeImage') },
                { value: 'file', label: t('media.typeFile') },
              ]}
            />
          </Stack>
        )}
      </Group>
      {media.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : media.isError ? (
        <Alert color="red" title={t('media.loadFailed')}>
          {errorMessageOf(media.error)}
        </Alert>
      ) : total === 0 ? (
        <div role="status">
          {filtered ? (
            <EmptyState
              icon={IconSearch}
              title={t('media.noMatch')}
              description={t('media.noMatchNext')}
              headingOrder={headingOrder}
              action={
                <Button
                  variant="default"
                  onClick={() => {
                    setSearch('');
                    onFiltersChange({ search: '', type: null });
                  }}
                >
                  {t('media.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={IconPhoto}
              title={t('media.none')}
              description={t('media.noneNext')}
              headingOrder={headingOrder}
            />
          )}
        </div>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('media.count', { count: total })}
          </Text>
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {media.data.data.map((item) => (
              <li key={item.id}>
                <MediaCard
                  item={item}
                  selected={selected.has(item.id)}
                  onSelect={(checked) => onSelect(item, checked)}
                  title={renderTitle(item)}
                />
              </li>
            ))}
          </SimpleGrid>
          {total > MEDIA_PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={lastPage}
                value={Math.min(page, lastPage)}
                onChange={onPageChange}
                getControlProps={(control) => ({ 'aria-label': t(`media.${control}Page`) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
