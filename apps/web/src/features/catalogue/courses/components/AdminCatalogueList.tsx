import { Anchor, MultiSelect, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_RULES, canAccess, type CatalogListItem } from '@campus/contracts';
import { useSession } from '../../../../lib/session/useSession';
import { BadgeList } from '../../../../ui/BadgeList';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { ListPage } from '../../../../ui/list-page/ListPage';
import { ListSearch } from '../../../../ui/list-page/ListSearch';
import { useListParams } from '../../../../ui/list-page/useListParams';
import { IconBooks } from '../../../../ui/icons';
import { adminCatalogueQuery } from '../api/coursesApi';
import { coursePaths } from '../paths';

const FILTERS = { search: '', labels: '' };
const labelsOf = (joined: string) => (joined === '' ? [] : joined.split(','));
const T = 'courseBuilding.catalogue';

/**
 * /catalogue/courses for a learning experience administrator (02 §2 "separate catalogue views for
 * admin…"): the workspace's catalogue (GET /v2/catalog/admin), its own items and those shared to
 * it, each opening its catalogue item edit where the person reaches it, else the course admin view.
 */
export function AdminCatalogueList() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const list = useListParams(FILTERS);
  const items = useQuery({
    ...adminCatalogueQuery(list.filters, list.page, list.pageSize),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const mayEditItem = canAccess(actor, ROUTE_RULES.catalogueItemEdit);
  const mayView = canAccess(actor, ROUTE_RULES.courseAdminShow);
  const chosenLabels = labelsOf(list.filters.labels);
  const linkOf = (item: CatalogListItem) =>
    mayEditItem ? coursePaths.itemEdit(item) : mayView ? coursePaths.adminView(item.courseId) : null;

  return (
    <ListPage
      title={t(`${T}.title`)}
      description={t(`${T}.intro`)}
      filters={
        <>
          <ListSearch
            label={t('courseBuilding.search')}
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <MultiSelect
            label={t('courseBuilding.labelsFilter')}
            placeholder={chosenLabels.length === 0 ? t('courseBuilding.labelsFilterPlaceholder') : undefined}
            data={[...new Set([...(items.data?.data ?? []).flatMap((item) => item.labels), ...chosenLabels])]}
            value={chosenLabels}
            onChange={(value) => list.setFilter('labels', value.join(','))}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
          />
        </>
      }
      query={items}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t(`${T}.loadFailed`)}
      count={(count) => t('courseBuilding.count', { count })}
      empty={{ icon: IconBooks, title: t(`${T}.noneTitle`), description: t(`${T}.noneBody`) }}
      noMatch={{
        title: t('courseBuilding.noMatchTitle'),
        description: t('courseBuilding.noMatchBody'),
        clearLabel: t('courseBuilding.clearFilters'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(rows) => (
        <ResponsiveList<CatalogListItem>
          label={t(`${T}.title`)}
          items={rows}
          itemKey={(item) => item.catalogItemId}
          columns={[
            {
              header: t('courseBuilding.columns.name'),
              kind: 'title',
              cell: (item) => {
                const to = linkOf(item);
                return to ? (
                  <Anchor component={Link} to={to} fw={600} size="sm">
                    {item.name}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {item.name}
                  </Text>
                );
              },
            },
            {
              header: t('courseBuilding.columns.version'),
              nowrap: true,
              cell: (item) => `${item.majorVersion}.${item.minorVersion}`,
            },
            {
              header: t(`${T}.visibility`),
              cell: (item) => (item.visible ? t(`${T}.visible`) : t(`${T}.hidden`)),
            },
            {
              header: t(`${T}.origin`),
              cell: (item) => (item.sharedFrom ? t(`${T}.sharedFrom`, { name: item.sharedFrom }) : t(`${T}.own`)),
            },
            {
              header: t('courseBuilding.columns.labels'),
              cell: (item) =>
                item.labels.length === 0 ? (
                  <Text size="sm">{t('courseBuilding.noLabels')}</Text>
                ) : (
                  <BadgeList
                    items={item.labels}
                    label={(label) => label}
                    color="gray"
                    ariaLabel={t('courseBuilding.labelsOf', { name: item.name })}
                  />
                ),
            },
          ]}
        />
      )}
    </ListPage>
  );
}
