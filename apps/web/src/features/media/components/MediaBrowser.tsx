import type { ReactNode } from 'react';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaItem, MediaKind } from '@campus/contracts';
import { ListView } from '../../../ui/list-page/ListPage';
import { ListSearch } from '../../../ui/list-page/ListSearch';
import { IconPhoto } from '../../../ui/icons';
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
  const filtered = Boolean(effective.search.trim()) || (!kind && effective.type !== null);

  return (
    <ListView
      filters={
        <>
          <ListSearch
            id={`${id}-search`}
            label={t('media.search')}
            placeholder={t('media.searchPlaceholder')}
            value={filters.search}
            onChange={(search) => onFiltersChange({ ...filters, search })}
          />
          {!kind && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${id}-type`}>
                {t('media.type')}
              </Text>
              <SegmentedControl
                aria-labelledby={`${id}-type`}
                value={filters.type ?? 'all'}
                onChange={(value) =>
                  onFiltersChange({ ...filters, type: value === 'all' ? null : (value as MediaKind) })
                }
                data={[
                  { value: 'all', label: t('media.typeAll') },
                  { value: 'image', label: t('media.typeImage') },
                  { value: 'file', label: t('media.typeFile') },
                ]}
              />
            </Stack>
          )}
        </>
      }
      query={media}
      filtered={filtered}
      clearFilters={() => onFiltersChange({ search: '', type: null })}
      loadFailed={t('media.loadFailed')}
      count={(count) => t('media.count', { count })}
      empty={{ icon: IconPhoto, title: t('media.none'), description: t('media.noneNext') }}
      noMatch={{ title: t('media.noMatch'), description: t('media.noMatchNext'), clearLabel: t('media.clearSearch') }}
      paging={{ page, pageSize: MEDIA_PAGE_SIZE, onChange: onPageChange }}
      headingOrder={headingOrder}
    >
      {(items) => (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => (
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
      )}
    </ListView>
  );
}
