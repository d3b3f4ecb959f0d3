import { Anchor, Button, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_RULES, RULES, canAccess, type CourseListItem } from '@campus/contracts';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { useSession } from '../../../../lib/session/useSession';
import { BadgeList } from '../../../../ui/BadgeList';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { ListPage } from '../../../../ui/list-page/ListPage';
import { ListSearch } from '../../../../ui/list-page/ListSearch';
import { useListParams } from '../../../../ui/list-page/useListParams';
import { IconBook, IconPlus } from '../../../../ui/icons';
import { EmptyState } from '../../../../ui/EmptyState';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { AdminCatalogueList } from './AdminCatalogueList';
import { courseLabelsQuery, courseListQuery, type CourseListFilters } from '../api/coursesApi';
import { coursePaths } from '../paths';
import { CourseStatusBadge, courseBadge } from './CourseStatusBadge';

const STATUSES: CourseListFilters['status'][] = ['', 'draft', 'released'];
const FILTERS: CourseListFilters = { search: '', labels: '', status: '' };
const labelsOf = (joined: string) => (joined === '' ? [] : joined.split(','));
const T = 'courseBuilding';

/**
 * /catalogue/courses (02 §2 "Course list"): the workspace's courses for those who build them
 * (course creators; admins and site admins may edit), searchable by name, narrowed by labels and
 * state, a page at a time, each with its released version as major.minor and its labels. A
 * course opens in its edit wizard, or in the course admin view for an admin or manager.
 */
export function CourseListPage() {
  const { actor } = useSession();
  if (canAccess(actor, RULES.courseEdit)) return <CourseList />;
  if (canAccess(actor, RULES.catalogueAdminLists)) return <AdminCatalogueList />;
  return <NotForYou />;
}

/** A course licence manager reaches /catalogue/courses (CCS roles) but builds no courses. */
function NotForYou() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t(`${T}.title`)}>
      <EmptyState icon={IconBook} title={t(`${T}.notForYouTitle`)} description={t(`${T}.notForYouBody`)} />
    </PageLayout>
  );
}

function CourseList() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const mayAdd = canAccess(actor, RULES.courseCreate);
  const mayView = canAccess(actor, ROUTE_RULES.courseAdminShow);
  const list = useListParams(FILTERS, { allowed: { status: STATUSES } });
  const courses = useQuery({
    ...courseListQuery(list.filters, list.page, list.pageSize),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const labels = useQuery({ ...courseLabelsQuery(), staleTime: 60_000 });
  const chosenLabels = labelsOf(list.filters.labels);
  const addButton = (variant?: 'default') =>
    mayAdd && (
      <Button
        component={Link}
        to={coursePaths.add()}
        variant={variant}
        leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
      >
        {t(`${T}.add`)}
      </Button>
    );
  // A course creator opens the edit wizard; an admin or manager the course admin view.
  const courseLink = (course: CourseListItem) =>
    mayView && !canAccess(actor, RULES.courseCreate) ? coursePaths.adminView(course.id) : coursePaths.edit(course.id);

  return (
    <ListPage
      title={t(`${T}.title`)}
      description={t(`${T}.intro`)}
      actions={addButton()}
      filters={
        <>
          <ListSearch
            label={t(`${T}.search`)}
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <MultiSelect
            label={t(`${T}.labelsFilter`)}
            placeholder={chosenLabels.length === 0 ? t(`${T}.labelsFilterPlaceholder`) : undefined}
            data={[...new Set([...(labels.data?.data ?? []), ...chosenLabels])]}
            value={chosenLabels}
            onChange={(value) => list.setFilter('labels', value.join(','))}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
          />
          <NativeSelect
            label={t(`${T}.status`)}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.currentTarget.value as CourseListFilters['status'])}
            data={STATUSES.map((value) => ({ value, label: t(`${T}.statuses.${value || 'all'}`) }))}
            w={{ base: '100%', sm: 200 }}
          />
        </>
      }
      query={courses}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t(`${T}.loadFailed`)}
      count={(count) => t(`${T}.count`, { count })}
      empty={{
        icon: IconBook,
        title: t(`${T}.noneTitle`),
        description: t(`${T}.noneBody`),
        action: addButton('default'),
      }}
      noMatch={{
        title: t(`${T}.noMatchTitle`),
        description: t(`${T}.noMatchBody`),
        clearLabel: t(`${T}.clearFilters`),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(items) => (
        <ResponsiveList<CourseListItem>
          label={t(`${T}.title`)}
          items={items}
          itemKey={(course) => course.id}
          columns={[
            {
              header: t(`${T}.columns.name`),
              kind: 'title',
              cell: (course) => (
                <Stack gap={2}>
                  <Anchor component={Link} to={courseLink(course)} fw={600} size="sm">
                    {course.name}
                  </Anchor>
                  {mayView && canAccess(actor, RULES.courseCreate) && (
                    <Anchor
                      component={Link}
                      to={coursePaths.adminView(course.id)}
                      size="xs"
                      aria-label={t(`${T}.openAdminView`, { name: course.name })}
                    >
                      {t(`${T}.adminView`)}
                    </Anchor>
                  )}
                </Stack>
              ),
            },
            {
              header: t(`${T}.columns.version`),
              nowrap: true,
              cell: (course) =>
                course.majorVersion === null
                  ? t(`${T}.notReleased`)
                  : `${course.majorVersion}.${course.minorVersion ?? 0}`,
            },
            {
              header: t(`${T}.columns.status`),
              cell: (course) => <CourseStatusBadge badge={courseBadge(course)} />,
            },
            {
              header: t(`${T}.columns.labels`),
              cell: (course) =>
                course.labels.length === 0 ? (
                  <Text size="sm">{t(`${T}.noLabels`)}</Text>
                ) : (
                  <BadgeList
                    items={course.labels}
                    label={(label) => label}
                    color="gray"
                    ariaLabel={t(`${T}.labelsOf`, { name: course.name })}
                  />
                ),
            },
            {
              header: t(`${T}.columns.updated`),
              cell: (course) => `${formatDate(course.updatedAt)}, ${formatZonedTime(course.updatedAt)}`,
            },
          ]}
        />
      )}
    </ListPage>
  );
}
