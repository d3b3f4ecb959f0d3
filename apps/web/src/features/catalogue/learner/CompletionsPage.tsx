import { Anchor } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULES, canAccess } from '@campus/contracts';
import { formatDate } from '../../../lib/dates/dates';
import { useSession } from '../../../lib/session/useSession';
import { EmptyState } from '../../../ui/EmptyState';
import { ResponsiveList } from '../../../ui/ResponsiveList';
import { ListPage } from '../../../ui/list-page/ListPage';
import { useListParams } from '../../../ui/list-page/useListParams';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconTrophy } from '../../../ui/icons';
import { completionsQuery } from '../api/learnerApi';
import { learnerCoursePath } from '../paths';

/**
 * /my-learning/dashboard/completions (01 §2, 02 §2): the courses the learner has completed, the
 * latest completion first (02 §5 "completed by updatedAt descending"), each opening its completed view.
 */
export function CompletionsPage() {
  const { t } = useTranslation();
  const { actor, workspace } = useSession();
  // The screen is also an EBS learner's (01 §6); course completions are kept for learners with LMS.
  if (!canAccess(actor, RULES.learnerEnrolment)) {
    return (
      <PageLayout title={t('learnerCatalogue.completions.title')}>
        <EmptyState
          icon={IconTrophy}
          title={t('learnerCatalogue.completions.notLearnerTitle')}
          description={t('learnerCatalogue.completions.notLearnerBody')}
        />
      </PageLayout>
    );
  }
  return <Completions workspaceId={workspace?.workspaceId ?? null} />;
}

function Completions({ workspaceId }: { workspaceId: string | null }) {
  const { t } = useTranslation();
  const list = useListParams({});
  const completions = useQuery({
    ...completionsQuery(workspaceId, list.page, list.pageSize),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  return (
    <ListPage
      title={t('learnerCatalogue.completions.title')}
      description={t('learnerCatalogue.completions.intro')}
      query={completions}
      loadFailed={t('learnerCatalogue.completions.loadFailed')}
      count={(count) => t('learnerCatalogue.completions.count', { count })}
      empty={{
        icon: IconTrophy,
        title: t('learnerCatalogue.completions.noneTitle'),
        description: t('learnerCatalogue.completions.noneBody'),
      }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(items) => (
        <ResponsiveList
          label={t('learnerCatalogue.completions.title')}
          items={items}
          itemKey={(entry) => entry.catalogItemId}
          columns={[
            {
              header: t('learnerCatalogue.completions.course'),
              kind: 'title',
              cell: (entry) => (
                <Anchor
                  component={Link}
                  to={learnerCoursePath(
                    'completions',
                    entry.catalogItemId,
                    entry.enrolmentState === 'completed' ? entry.enrolmentId : undefined,
                  )}
                  fw={600}
                  size="sm"
                >
                  {entry.courseName}
                </Anchor>
              ),
            },
            {
              header: t('learnerCatalogue.completions.completedOn'),
              cell: (entry) => (entry.lastCompletion ? formatDate(entry.lastCompletion) : '–'),
            },
            { header: t('learnerCatalogue.completions.times'), cell: (entry) => String(entry.completionsCount) },
          ]}
        />
      )}
    </ListPage>
  );
}

export default CompletionsPage;
