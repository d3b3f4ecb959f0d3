import { Anchor, Button, Group, MultiSelect, NativeSelect, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModuleListEntry } from '@campus/contracts';
import { formatDate, formatZonedTime } from '../../../lib/dates/dates';
import { BadgeList } from '../../../ui/BadgeList';
import { ResponsiveList } from '../../../ui/ResponsiveList';
import { ListPage } from '../../../ui/list-page/ListPage';
import { ListSearch } from '../../../ui/list-page/ListSearch';
import { useListParams } from '../../../ui/list-page/useListParams';
import { IconPlus, IconPuzzle } from '../../../ui/icons';
import { moduleLabelsQuery, moduleListQuery, type ModuleListFilters } from '../api/modulesApi';
import { versionText } from '../forms/moduleForm';
import { scormModulePaths } from '../paths';
import { ModuleImage } from './ModuleImage';
import { ModuleStatusBadge, moduleBadge } from './ModuleStatusBadge';

const STATUSES: ModuleListFilters['status'][] = ['', 'draft', 'released', 'deleted'];
const FILTERS: ModuleListFilters = { search: '', labels: '', status: '' };

/** Labels travel comma-joined (`filters[labels]=a,b`, the contract's list query). */
const labelsOf = (joined: string) => (joined === '' ? [] : joined.split(','));

/**
 * /catalogue/modules (02 §2 "Modules"): the workspace's SCORM modules for a course creator with
 * CCS, searchable by name, narrowed by labels and state, a page at a time; each with its picture,
 * its released version as major.minor (02 §3) and its labels.
 */
export function ModuleListPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS, { allowed: { status: STATUSES } });
  const modules = useQuery({
    ...moduleListQuery(list.filters, list.page, list.pageSize),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const labels = useQuery({ ...moduleLabelsQuery(), staleTime: 60_000 });
  const chosenLabels = labelsOf(list.filters.labels);
  const addButton = (variant?: 'default') => (
    <Button
      component={Link}
      to={scormModulePaths.add()}
      variant={variant}
      leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
    >
      {t('scorm.add')}
    </Button>
  );

  return (
    <ListPage
      title={t('scorm.title')}
      description={t('scorm.intro')}
      actions={addButton()}
      filters={
        <>
          <ListSearch
            label={t('scorm.search')}
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <MultiSelect
            label={t('scorm.labelsFilter')}
            placeholder={chosenLabels.length === 0 ? t('scorm.labelsFilterPlaceholder') : undefined}
            // Labels chosen from an old link stay choosable even when no module carries them now.
            data={[...new Set([...(labels.data?.data ?? []), ...chosenLabels])]}
            value={chosenLabels}
            onChange={(value) => list.setFilter('labels', value.join(','))}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
          />
          <NativeSelect
            label={t('scorm.status')}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.currentTarget.value as ModuleListFilters['status'])}
            data={STATUSES.map((value) => ({ value, label: t(`scorm.statuses.${value || 'all'}`) }))}
            w={{ base: '100%', sm: 200 }}
          />
        </>
      }
      query={modules}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t('scorm.loadFailed')}
      count={(count) => t('scorm.count', { count })}
      empty={{
        icon: IconPuzzle,
        title: t('scorm.noneTitle'),
        description: t('scorm.noneBody'),
        action: addButton('default'),
      }}
      noMatch={{
        title: t('scorm.noMatchTitle'),
        description: t('scorm.noMatchBody'),
        clearLabel: t('scorm.clearFilters'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(items) => (
        <ResponsiveList<ModuleListEntry>
          label={t('scorm.title')}
          items={items}
          itemKey={(module) => module.id}
          columns={[
            {
              header: t('scorm.columns.name'),
              kind: 'title',
              cell: (module) => (
                <Group gap="sm" wrap="nowrap">
                  <ModuleImage image={module.image} size={40} />
                  <Anchor component={Link} to={scormModulePaths.show(module.id)} fw={600} size="sm">
                    {module.name}
                  </Anchor>
                </Group>
              ),
            },
            {
              header: t('scorm.columns.version'),
              nowrap: true,
              cell: (module) => versionText(module.majorVersion, module.minorVersion) ?? t('scorm.notReleased'),
            },
            {
              header: t('scorm.columns.status'),
              cell: (module) => (
                <ModuleStatusBadge badge={moduleBadge({ ...module, released: module.majorVersion !== null })} />
              ),
            },
            {
              header: t('scorm.columns.labels'),
              cell: (module) =>
                module.labels.length === 0 ? (
                  <Text size="sm">{t('scorm.noLabels')}</Text>
                ) : (
                  <BadgeList
                    items={module.labels}
                    label={(label) => label}
                    color="gray"
                    ariaLabel={t('scorm.labelsOf', { name: module.name })}
                  />
                ),
            },
            {
              header: t('scorm.columns.updated'),
              cell: (module) => `${formatDate(module.updatedAt)}, ${formatZonedTime(module.updatedAt)}`,
            },
          ]}
        />
      )}
    </ListPage>
  );
}
