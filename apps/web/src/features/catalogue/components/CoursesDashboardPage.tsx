import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type LearnerCatalogItem, type MyEnrolment } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { formatDate } from '../../../lib/dates/dates';
import { useSession } from '../../../lib/session/useSession';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconBook, IconCheck, IconCompass, IconHourglassHigh, IconPlus, IconSchool } from '../../../ui/icons';
import { navigationFor } from '../../../ui/shell/navigationModel';
import { toast } from '../../../ui/toast';
import { AccountCard } from '../../shell/home/components/AccountCard';
import { ComingSoonCard } from '../../shell/home/components/ComingSoonCard';
import { StartLayout } from '../../shell/home/components/StartLayout';
import { WorkspacesCard } from '../../shell/home/components/WorkspacesCard';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { enrolOn, learnerCatalogueQuery, myEnrolmentsQuery } from '../api/learnerApi';
import { hoursAndMinutes, paragraphsOf } from '../learner/courseText';
import { PATHS } from '../../../lib/navigation/paths';
import { learnerCoursePath } from '../paths';

/** What the learner is on and can continue: every live enrolment but a pending request (enrolled, under way). */
const isEnrolled = (enrolment: MyEnrolment) => enrolment.state !== 'awaiting_approval';

/**
 * /my-learning/dashboard/courses (01 §2, the courses dashboard of a learner with LMS): the start
 * page of learners. What they wait for (requests awaiting approval), what they are enrolled on
 * (each opening its course page, to continue), and what their workspace offers them, with Enrol
 * (or Request a place where approval is needed); links to the whole catalogue (browse) and their
 * completions; beside it their account and workspaces, and what is still to come.
 */
export function CoursesDashboardPage() {
  const { t } = useTranslation();
  const { workspace: claims, actor } = useSession();
  const { pathname } = useLocation();
  const workspaceId = claims?.workspaceId ?? null;
  const enrolments = useQuery({
    ...myEnrolmentsQuery(workspaceId),
    meta: { handlesErrors: true },
  });
  const catalogue = useQuery({
    ...learnerCatalogueQuery(workspaceId),
    meta: { handlesErrors: true },
  });
  const mine = enrolments.data?.data ?? [];
  const waiting = mine.filter((enrolment) => enrolment.state === 'awaiting_approval');
  const enrolled = mine.filter(isEnrolled);
  const offerings = catalogue.data?.data ?? [];
  const offered = offerings.filter((item) => item.enrolmentStatus === null);
  const loadError = enrolments.error ?? catalogue.error;

  return (
    <PageLayout
      title={t('myLearning.title', { name: claims?.user.firstName ?? '' })}
      description={claims?.workspace ? t('myLearning.workspace', { name: claims.workspace }) : undefined}
      actions={
        <>
          <Button component={Link} to={PATHS.browseDashboard} leftSection={<IconCompass size={16} aria-hidden />}>
            {t('learnerCatalogue.home.browse')}
          </Button>
          <Button component={Link} to={PATHS.completionsDashboard} variant="default">
            {t('learnerCatalogue.home.completions')}
          </Button>
        </>
      }
    >
      <StartLayout
        main={
          <>
            {loadError && (
              <Alert color="red" variant="light" title={t('myLearning.loadFailed')}>
                {errorMessageOf(loadError)}
              </Alert>
            )}
            {waiting.length > 0 && (
              <ListSection id="my-requests" title={t('myLearning.requests.title')}>
                {waiting.map((enrolment) => (
                  <EnrolmentRow key={enrolment.id} enrolment={enrolment} />
                ))}
              </ListSection>
            )}
            <ListSection id="my-courses" title={t('myLearning.courses.title')}>
              {enrolments.isPending ? (
                <Loader size="sm" role="status" aria-label={t('app.loading')} />
              ) : enrolled.length > 0 ? (
                enrolled.map((enrolment) => <EnrolmentRow key={enrolment.id} enrolment={enrolment} />)
              ) : (
                <EmptyState
                  icon={IconSchool}
                  headingOrder={3}
                  title={t('myLearning.courses.emptyTitle')}
                  description={
                    offered.length > 0 ? t('myLearning.courses.emptyChoose') : t('myLearning.courses.emptyWait')
                  }
                />
              )}
            </ListSection>
            <ListSection id="offered" title={t('myLearning.offered.title')}>
              {catalogue.isPending ? (
                <Loader size="sm" role="status" aria-label={t('app.loading')} />
              ) : offered.length > 0 ? (
                offered.map((item) => <OfferedCourse key={item.catalogItemId} item={item} />)
              ) : (
                <EmptyState
                  icon={IconCompass}
                  headingOrder={3}
                  title={t('myLearning.offered.emptyTitle')}
                  description={
                    offerings.length > 0 ? t('myLearning.offered.emptyBody') : t('myLearning.offered.emptyNone')
                  }
                />
              )}
            </ListSection>
          </>
        }
        side={
          <>
            <AccountCard />
            <WorkspacesCard />
            <ComingSoonCard sections={navigationFor(actor, pathname)} narrow />
          </>
        }
      />
    </PageLayout>
  );
}

function ListSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

/** One of the learner's enrolments: the course, and where it stands. */
function EnrolmentRow({ enrolment }: { enrolment: MyEnrolment }) {
  const { t } = useTranslation();
  const waiting = enrolment.state === 'awaiting_approval';
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
          {waiting ? (
            <IconHourglassHigh size={20} stroke={1.7} aria-hidden color="var(--mantine-color-dimmed)" />
          ) : (
            <IconBook size={20} stroke={1.7} aria-hidden color="var(--mantine-color-anchor)" />
          )}
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={
                waiting
                  ? learnerCoursePath('browse', enrolment.catalogItemId)
                  : learnerCoursePath('courses', enrolment.catalogItemId, enrolment.id)
              }
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {enrolment.courseName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {waiting
                ? t('myLearning.requests.since', { date: formatDate(enrolment.createdAt) })
                : t('myLearning.courses.since', { date: formatDate(enrolment.resolvedAt ?? enrolment.createdAt) })}
            </Text>
          </div>
        </Group>
        <Badge variant="light" color={waiting ? 'gray' : 'green'} tt="none" style={{ flex: 'none' }}>
          {t(`myLearning.states.${enrolment.state}`)}
        </Badge>
      </Group>
    </Card>
  );
}

/** A course offered to the learner, with the button that enrols them or asks for a place. */
function OfferedCourse({ item }: { item: LearnerCatalogItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const enrol = useMutation({
    mutationFn: () => enrolOn(item.catalogItemId),
    onSuccess: async (enrolment) => {
      await invalidateDomain(queryClient, 'enrolments', 'catalogue');
      toast.success(
        enrolment.state === 'awaiting_approval'
          ? {
              title: t('myLearning.offered.requestedTitle'),
              message: t('myLearning.offered.requested', { name: item.name }),
            }
          : {
              title: t('myLearning.offered.enrolledTitle'),
              message: t('myLearning.offered.enrolled', { name: item.name }),
            },
      );
    },
  });
  const duration = hoursAndMinutes(item.duration);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`course-${item.catalogItemId}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" align="flex-start">
          <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={3} size="h4" id={`course-${item.catalogItemId}`} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={learnerCoursePath('browse', item.catalogItemId)} inherit>
                {item.name}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {[
                duration && t('myLearning.offered.duration', { duration }),
                item.requireApproval && t('myLearning.offered.needsApproval'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Button
            size="sm"
            variant={item.requireApproval ? 'default' : 'filled'}
            leftSection={
              item.requireApproval ? <IconPlus size={16} aria-hidden /> : <IconCheck size={16} aria-hidden />
            }
            loading={enrol.isPending}
            onClick={() => enrol.mutate()}
            aria-label={
              item.requireApproval
                ? t('myLearning.offered.requestNamed', { name: item.name })
                : t('myLearning.offered.enrolNamed', { name: item.name })
            }
          >
            {item.requireApproval ? t('myLearning.offered.request') : t('myLearning.offered.enrol')}
          </Button>
        </Group>
        {paragraphsOf(item.description)[0] && (
          <Text size="sm" lineClamp={3}>
            {paragraphsOf(item.description)[0]}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export default CoursesDashboardPage;
