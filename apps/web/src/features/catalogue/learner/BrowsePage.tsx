import { Anchor, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES, canAccess, type LearnerCatalogItem } from '@campus/contracts';
import { useSession } from '../../../lib/session/useSession';
import { EmptyState } from '../../../ui/EmptyState';
import { ListPage } from '../../../ui/list-page/ListPage';
import { ListSearch } from '../../../ui/list-page/ListSearch';
import { useListParams } from '../../../ui/list-page/useListParams';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconCompass, IconX } from '../../../ui/icons';
import { browseCatalogueQuery, type BrowseQuery } from '../api/learnerApi';
import { learnerCoursePath } from '../paths';
import { EnrolmentBadge } from './EnrolmentBadge';
import { hoursAndMinutes, paragraphsOf } from './courseText';

const SHOW: BrowseQuery['showEnrolmentsFor'][] = ['all', 'notEnrolled', 'enrolled'];
const FILTERS = { search: '', show: 'all' as BrowseQuery['showEnrolmentsFor'], label: '' };
const PAGE_SIZE = 12;

/**
 * /my-learning/dashboard/browse (01 §2, 02 §2): the catalogue the learner's workspace offers them,
 * searchable, a page of cards at a time, each with its labels, duration and where the learner
 * stands; a card opens the course's browse view, where they enrol or request a place.
 */
export function BrowsePage() {
  const { t } = useTranslation();
  const { actor, workspace } = useSession();
  // A manager who is not a learner with LMS reaches the screen (01 §6) but is offered no courses.
  if (!canAccess(actor, RULES.learnerEnrolment)) {
    return (
      <PageLayout title={t('learnerCatalogue.browse.title')}>
        <EmptyState
          icon={IconCompass}
          title={t('learnerCatalogue.browse.notLearnerTitle')}
          description={t('learnerCatalogue.browse.notLearnerBody')}
        />
      </PageLayout>
    );
  }
  return <Catalogue workspaceId={workspace?.workspaceId ?? null} />;
}

/** The learner's catalogue list: filters and page in the address (`useListParams`). */
function Catalogue({ workspaceId }: { workspaceId: string | null }) {
  const { t } = useTranslation();
  const list = useListParams(FILTERS, { pageSize: PAGE_SIZE, allowed: { show: SHOW } });
  const items = useQuery({
    ...browseCatalogueQuery(workspaceId, {
      page: list.page,
      pageSize: list.pageSize,
      search: list.filters.search,
      showEnrolmentsFor: list.filters.show,
      label: list.filters.label,
    }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  return (
    <ListPage
      title={t('learnerCatalogue.browse.title')}
      description={t('learnerCatalogue.browse.intro')}
      filters={
        <>
          <ListSearch
            label={t('learnerCatalogue.browse.search')}
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <NativeSelect
            label={t('learnerCatalogue.browse.show')}
            value={list.filters.show}
            onChange={(event) => list.setFilter('show', event.currentTarget.value as BrowseQuery['showEnrolmentsFor'])}
            data={SHOW.map((value) => ({ value, label: t(`learnerCatalogue.browse.shows.${value}`) }))}
            w={{ base: '100%', sm: 220 }}
          />
          {list.filters.label && (
            <Button
              variant="light"
              rightSection={<IconX size={14} aria-hidden />}
              onClick={() => list.setFilter('label', '')}
              aria-label={t('learnerCatalogue.browse.clearLabel', { label: list.filters.label })}
            >
              {t('learnerCatalogue.browse.labelled', { label: list.filters.label })}
            </Button>
          )}
        </>
      }
      query={items}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed={t('learnerCatalogue.browse.loadFailed')}
      count={(count) => t('learnerCatalogue.browse.count', { count })}
      empty={{
        icon: IconCompass,
        title: t('learnerCatalogue.browse.noneTitle'),
        description: t('learnerCatalogue.browse.noneBody'),
      }}
      noMatch={{
        title: t('learnerCatalogue.browse.noMatchTitle'),
        description: t('learnerCatalogue.browse.noMatchBody'),
        clearLabel: t('learnerCatalogue.browse.clearFilters'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(rows) => (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((item) => (
            <li key={item.catalogItemId}>
              <CourseCard item={item} onLabel={(label) => list.setFilter('label', label)} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </ListPage>
  );
}

/** One offered course: its name (the link to its page), labels, duration and the learner's place on it. */
function CourseCard({ item, onLabel }: { item: LearnerCatalogItem; onLabel: (label: string) => void }) {
  const { t } = useTranslation();
  const duration = hoursAndMinutes(item.duration);
  const summary = paragraphsOf(item.description)[0];
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      component="article"
      aria-labelledby={`course-${item.catalogItemId}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={`course-${item.catalogItemId}`} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={learnerCoursePath('browse', item.catalogItemId)} inherit>
              {item.name}
            </Anchor>
          </Title>
          {item.enrolmentStatus && <EnrolmentBadge state={item.enrolmentStatus} />}
        </Group>
        <Text size="sm" c="dimmed">
          {[
            duration && t('myLearning.offered.duration', { duration }),
            item.requireApproval && t('myLearning.offered.needsApproval'),
          ]
            .filter(Boolean)
            .join(' · ') || t('learnerCatalogue.browse.noDuration')}
        </Text>
        {summary && (
          <Text size="sm" lineClamp={3}>
            {summary}
          </Text>
        )}
        {item.labels.length > 0 && (
          <Group gap={6} aria-label={t('learnerCatalogue.labels')} role="list">
            {item.labels.map((label) => (
              <span key={label} role="listitem">
                <Badge
                  component="button"
                  type="button"
                  variant="outline"
                  color="gray"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                  onClick={() => onLabel(label)}
                  aria-label={t('learnerCatalogue.browse.byLabel', { label })}
                >
                  {label}
                </Badge>
              </span>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export default BrowsePage;
