import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api/errorHandler';
import { EmptyState } from '../EmptyState';
import { PageLayout, type PageWidth } from '../layout/PageLayout';
import { IconSearch, type Icon } from '../icons';

/** What a list endpoint answers: the rows of a page and, when it pages, the total. */
export interface ListData<T> {
  data: readonly T[];
  pagination?: { total: number };
}

/** The parts of a TanStack query the list reads. */
export interface ListQuery<D extends ListData<unknown>> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface EmptyText {
  icon: Icon;
  title: string;
  /** What to do next, in a sentence. */
  description: ReactNode;
  /** The button or link that does it, when there is one. */
  action?: ReactNode;
}

export interface ListViewProps<D extends ListData<unknown>> {
  query: ListQuery<D>;
  /** The filters (search boxes, selects), above the list. */
  filters?: ReactNode;
  /** A message between the filters and the list (an action that failed). */
  notice?: ReactNode;
  /** Whether any filter is set: an empty list then says nothing matches, with `clearFilters`. */
  filtered?: boolean;
  clearFilters?: () => void;
  /** The alert's title when the list cannot be loaded. */
  loadFailed: string;
  /** The count line ("3 people"); without it the list shows no count. */
  count?: (total: number) => string;
  /** The list has nothing yet: what will be here and what to do next. */
  empty: EmptyText;
  /** Nothing matches the filters; the action is the clear-filters button, labelled `clearLabel`. */
  noMatch?: Omit<EmptyText, 'icon' | 'action'> & { icon?: Icon; clearLabel: string };
  /** Between the count and the rows: bulk actions, progress. */
  toolbar?: ReactNode;
  /** Paging under the rows, shown when there is more than one page. */
  paging?: { page: number; pageSize: number; onChange: (page: number) => void; disabled?: boolean };
  /** The empty states' heading level: 2 under the page title, 3 inside a section. */
  headingOrder?: 2 | 3;
  /** The rows: a ResponsiveList (a table, cards on a phone) or a grid of cards. */
  children: (items: D['data'], data: D) => ReactNode;
}

/**
 * THE list body (docs/design.md, "List pages"): filters, then while loading a loader, when the
 * list cannot be loaded an alert with Try again, when there is nothing an empty state that tells
 * "nothing yet" from "nothing matches these filters" (with the clear-filters button), otherwise
 * the count line, the rows and the paging. Used inside a page by `ListPage`, or alone inside a
 * section or dialog (the media picker).
 */
export function ListView<D extends ListData<unknown>>({
  query,
  filters,
  notice,
  filtered = false,
  clearFilters,
  loadFailed,
  count,
  empty,
  noMatch,
  toolbar,
  paging,
  headingOrder = 2,
  children,
}: ListViewProps<D>) {
  const { t } = useTranslation();
  const total = query.data ? (query.data.pagination?.total ?? query.data.data.length) : 0;
  const lastPage = paging ? Math.max(1, Math.ceil(total / paging.pageSize)) : 1;
  const settled = query.data !== undefined && !query.isPlaceholderData;
  // A page past the end (its last rows resolved or deleted, an old link): go to the last one.
  const pastEnd = paging !== undefined && settled && paging.page > lastPage;
  useEffect(() => {
    if (pastEnd) paging.onChange(lastPage);
  }, [pastEnd, paging, lastPage]);

  let body: ReactNode;
  // Past the end, the loader shows until the last page arrives, never an empty page.
  if (query.isPending || pastEnd) body = <Loader role="status" aria-label={t('app.loading')} />;
  else if (query.isError || !query.data)
    body = (
      <Alert color="red" title={loadFailed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessageOf(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('listPage.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (query.data.data.length === 0 && total === 0)
    body = (
      <div role="status">
        {filtered && noMatch && clearFilters ? (
          <EmptyState
            icon={noMatch.icon ?? IconSearch}
            title={noMatch.title}
            description={noMatch.description}
            headingOrder={headingOrder}
            action={
              <Button variant="default" onClick={clearFilters}>
                {noMatch.clearLabel}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
            action={empty.action}
            headingOrder={headingOrder}
          />
        )}
      </div>
    );
  else
    body = (
      <>
        {count && (
          <Text size="sm" role="status">
            {count(total)}
          </Text>
        )}
        {toolbar}
        {children(query.data.data, query.data)}
        {paging && total > paging.pageSize && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(paging.page, lastPage)}
              onChange={paging.onChange}
              disabled={paging.disabled}
              getControlProps={(control) => ({ 'aria-label': t(`listPage.${control}Page`) })}
            />
          </Group>
        )}
      </>
    );

  return (
    <Stack gap="md">
      {filters && (
        <Group align="flex-end" gap="md" wrap="wrap">
          {filters}
        </Group>
      )}
      {notice}
      {body}
    </Stack>
  );
}

export interface ListPageProps<D extends ListData<unknown>> extends ListViewProps<D> {
  title: ReactNode;
  /** One sentence under the title: what the list is for. */
  description?: ReactNode;
  /** The page's actions (Add …), at the title's end. */
  actions?: ReactNode;
  width?: PageWidth;
  /** Content above the list (an upload section, a view switch). */
  above?: ReactNode;
  /** Content after the list (dialogs, a details drawer). */
  after?: ReactNode;
}

/**
 * A list screen (docs/design.md, "List pages"): the page frame (title, description, actions)
 * around one `ListView`. Filters, page and page size live in the address through
 * `useListParams`; a search box is `ListSearch`.
 */
export function ListPage<D extends ListData<unknown>>({
  title,
  description,
  actions,
  width,
  above,
  after,
  ...list
}: ListPageProps<D>) {
  return (
    <PageLayout title={title} description={description} actions={actions} width={width}>
      {above}
      <ListView {...list} />
      {after}
    </PageLayout>
  );
}
