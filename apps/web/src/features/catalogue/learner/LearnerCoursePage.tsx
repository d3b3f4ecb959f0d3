import { useCallback, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ENROLMENT_MESSAGES,
  moduleNodesOf,
  type CourseNode,
  type LearnerCourse,
  type NodeProgress,
  type ScormCommitResult,
} from '@campus/contracts';
import { isApiError } from '../../../lib/api/ApiError';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { formatDate } from '../../../lib/dates/dates';
import { useSession } from '../../../lib/session/useSession';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLayout } from '../../../ui/layout/PageLayout';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBook,
  IconCheck,
  IconFileText,
  IconHourglassHigh,
  IconPlus,
  IconSitemap,
  IconX,
} from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { commitAttempt, launchQuery } from '../../scorm/api/playerApi';
import { Player } from '../../scorm/player/ScormPlayerPage';
import { cancelEnrolment, enrolOn, learnerCourseQuery } from '../api/learnerApi';
import { PATHS } from '../../../lib/navigation/paths';
import { learnerCoursePath, type LearnerCourseView } from '../paths';
import { EnrolmentBadge } from './EnrolmentBadge';
import { hoursAndMinutes, paragraphsOf } from './courseText';

const DASHBOARDS: Record<LearnerCourseView, string> = {
  browse: PATHS.browseDashboard,
  courses: PATHS.coursesDashboard,
  completions: PATHS.completionsDashboard,
};

/** Enrolments a module reports to (the player's launch takes them): enrolled and on their way. */
const FOLLOWING = new Set(['enrolled', 'not_started', 'started', 'in_progress', 'awaiting_feedback']);

/** /my-learning/dashboard/browse/course/:id/show/single: an offered course, to enrol on or request. */
export const BrowseCoursePage = () => <LearnerCoursePage view="browse" />;
/** /my-learning/dashboard/courses/course/:id/show/single (?enrolmentId): the learner's course, to play. */
export const EnrolledCoursePage = () => <LearnerCoursePage view="courses" />;
/** /my-learning/dashboard/completions/course/:id/show/single (?enrolmentId): a completed course. */
export const CompletedCoursePage = () => <LearnerCoursePage view="completions" />;

/**
 * The learner's course views (02 §2): `:id` is the catalogue item. The course's details and
 * outline, where the learner stands (Enrol, Request a place, Cancel while cancellable), their
 * progress by the nodes that decide completion, and a module node's SCORM player inline
 * (`?node=`), resuming the module they last worked on.
 */
export function LearnerCoursePage({ view }: { view: LearnerCourseView }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { workspace } = useSession();
  const enrolmentId = search.get('enrolmentId') ?? undefined;
  const course = useQuery({
    ...learnerCourseQuery(workspace?.workspaceId ?? null, id, enrolmentId),
    meta: { handlesErrors: true },
  });
  const playing = search.get('node');
  const play = (nodeId: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (nodeId) next.set('node', nodeId);
        else next.delete('node');
        return next;
      },
      { replace: false },
    );

  const back = (
    <Anchor component={Link} to={DASHBOARDS[view]} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t(`learnerCatalogue.course.back.${view}`)}
      </Group>
    </Anchor>
  );

  if (course.isPending) {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (course.isError) {
    const notFound = isApiError(course.error) && course.error.status === 404;
    return (
      <PageLayout title={t('learnerCatalogue.course.unavailableTitle')} width="form">
        {back}
        <EmptyState
          icon={IconAlertTriangle}
          title={notFound ? t('learnerCatalogue.course.notFound') : t('learnerCatalogue.course.loadFailed')}
          description={notFound ? t('learnerCatalogue.course.notFoundBody') : errorMessageOf(course.error)}
          action={
            notFound ? undefined : (
              <Button variant="default" onClick={() => void course.refetch()}>
                {t('listPage.retry')}
              </Button>
            )
          }
        />
      </PageLayout>
    );
  }
  const data = course.data;
  const duration = hoursAndMinutes(data.duration);
  const following = data.enrolment !== null && FOLLOWING.has(data.enrolment.state);
  const playingNode = playing ? moduleNodesOf(data.contentTree).find((node) => node.id === playing) : undefined;

  return (
    <PageLayout
      title={data.name}
      description={[duration && t('myLearning.offered.duration', { duration }), data.labels.join(', ')]
        .filter(Boolean)
        .join(' · ')}
      width="form"
    >
      {back}
      <StatusCard course={data} view={view} onPlay={play} />
      {/* Kept open when the course completes under it; a new launch needs an enrolment under way. */}
      {playingNode && data.enrolment && (following || data.enrolment.state === 'completed') && (
        <InlinePlayer node={playingNode} enrolmentId={data.enrolment.id} onClose={() => play(null)} />
      )}
      {paragraphsOf(data.description).length > 0 && (
        <section aria-labelledby="course-about">
          <Title order={2} size="h3" id="course-about" mb="xs">
            {t('learnerCatalogue.course.about')}
          </Title>
          <Stack gap="xs">
            {paragraphsOf(data.description).map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </Stack>
        </section>
      )}
      <section aria-labelledby="course-outline">
        <Title order={2} size="h3" id="course-outline" mb="xs">
          {t('learnerCatalogue.course.outline')}
        </Title>
        {data.contentTree.length === 0 ? (
          <Text c="dimmed">{t('learnerCatalogue.course.outlineEmpty')}</Text>
        ) : (
          <Outline
            nodes={data.contentTree}
            progress={data.progress}
            mayPlay={following && view !== 'browse'}
            playing={playing}
            onPlay={play}
          />
        )}
      </section>
    </PageLayout>
  );
}

/** Where the learner stands, and what they can do: enrol, request, cancel, continue. */
function StatusCard({
  course,
  view,
  onPlay,
}: {
  course: LearnerCourse;
  view: LearnerCourseView;
  onPlay: (nodeId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const enrolment = course.enrolment;
  const enrol = useMutation({
    mutationFn: () => enrolOn(course.catalogItemId),
    onSuccess: async (made) => {
      await invalidateDomain(queryClient, 'enrolments', 'catalogue');
      toast.success(
        made.state === 'awaiting_approval'
          ? {
              title: t('myLearning.offered.requestedTitle'),
              message: t('myLearning.offered.requested', { name: course.name }),
            }
          : { title: t('myLearning.offered.enrolledTitle'), message: ENROLMENT_MESSAGES.enrolmentCreated },
      );
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelEnrolment(enrolment!.id),
    onSuccess: async () => {
      setConfirming(false);
      await invalidateDomain(queryClient, 'enrolments', 'catalogue');
      toast.success({
        title: t('learnerCatalogue.course.cancelledTitle'),
        message: t('learnerCatalogue.course.cancelled', { name: course.name }),
      });
    },
  });
  const live = enrolment !== null && !['completed', 'rejected', 'cancelled', 'withdrawn'].includes(enrolment.state);
  const waiting = enrolment?.state === 'awaiting_approval';
  const completed = enrolment?.state === 'completed';
  const modules = moduleNodesOf(course.contentTree);
  const done = new Set(course.progress.filter((entry) => entry.state === 'completed').map((entry) => entry.nodeId));
  // Resume where they stopped: the module last worked on unless done, else the first not done.
  const resume =
    modules.find((node) => node.id === course.lastNodeId && !done.has(node.id)) ??
    modules.find((node) => !done.has(node.id));
  const percent =
    course.requiredNodes > 0 ? Math.round((course.completedRequiredNodes / course.requiredNodes) * 100) : 0;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="course-status">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Title order={2} size="h4" id="course-status">
            {t('learnerCatalogue.course.status')}
          </Title>
          {enrolment && <EnrolmentBadge state={enrolment.state} />}
        </Group>
        {!enrolment || !live ? (
          completed ? (
            <Text size="sm">
              {t('learnerCatalogue.course.completedOn', {
                date: formatDate(course.completedAt ?? enrolment!.createdAt),
              })}
            </Text>
          ) : course.allowForEnrolment ? (
            <Text size="sm">
              {course.requireApproval
                ? t('learnerCatalogue.course.requestIntro')
                : t('learnerCatalogue.course.enrolIntro')}
            </Text>
          ) : (
            <Text size="sm">{t('learnerCatalogue.course.notOffered')}</Text>
          )
        ) : waiting ? (
          <Group gap="xs" wrap="nowrap">
            <IconHourglassHigh size={18} aria-hidden />
            <Text size="sm">{t('learnerCatalogue.course.awaiting', { date: formatDate(enrolment.createdAt) })}</Text>
          </Group>
        ) : (
          <Stack gap={6}>
            <Text size="sm">
              {t('learnerCatalogue.course.progress', {
                done: course.completedRequiredNodes,
                count: course.requiredNodes,
              })}
            </Text>
            <Progress
              value={percent}
              aria-label={t('learnerCatalogue.course.progress', {
                done: course.completedRequiredNodes,
                count: course.requiredNodes,
              })}
              color="teal"
            />
          </Stack>
        )}
        {completed && view !== 'browse' && course.requiredNodes > 0 && (
          <Text size="sm" c="dimmed">
            {t('learnerCatalogue.course.progress', {
              done: course.completedRequiredNodes,
              count: course.requiredNodes,
            })}
          </Text>
        )}
        <Group gap="sm">
          {course.allowForEnrolment && (
            <Button
              leftSection={
                course.requireApproval ? <IconPlus size={16} aria-hidden /> : <IconCheck size={16} aria-hidden />
              }
              loading={enrol.isPending}
              onClick={() => enrol.mutate()}
            >
              {course.requireApproval ? t('myLearning.offered.request') : t('myLearning.offered.enrol')}
            </Button>
          )}
          {live && !waiting && view === 'browse' && (
            <Button component={Link} to={learnerCoursePath('courses', course.catalogItemId, enrolment.id)}>
              {t('learnerCatalogue.course.open')}
            </Button>
          )}
          {live && !waiting && view === 'courses' && resume && (
            <Button leftSection={<IconBook size={16} aria-hidden />} onClick={() => onPlay(resume.id)}>
              {course.progress.length > 0
                ? t('learnerCatalogue.course.continue', { name: resume.name })
                : t('learnerCatalogue.course.start', { name: resume.name })}
            </Button>
          )}
          {completed && view === 'browse' && (
            <Button
              variant="default"
              component={Link}
              to={learnerCoursePath('completions', course.catalogItemId, enrolment.id)}
            >
              {t('learnerCatalogue.course.openCompleted')}
            </Button>
          )}
          {course.isCancellable && enrolment && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {waiting ? t('learnerCatalogue.course.cancelRequest') : t('learnerCatalogue.course.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
        busy={cancel.isPending}
        cancelLabel={t('learnerCatalogue.course.keep')}
        title={waiting ? t('learnerCatalogue.course.cancelRequestTitle') : t('learnerCatalogue.course.cancelTitle')}
        confirmLabel={waiting ? t('learnerCatalogue.course.cancelRequest') : t('learnerCatalogue.course.cancel')}
        danger
      >
        {t('learnerCatalogue.course.cancelBody', { name: course.name })}
      </ConfirmDialog>
    </Card>
  );
}

/** The content tree as a nested list: groups hold their nodes; module nodes show the learner's progress. */
function Outline({
  nodes,
  progress,
  mayPlay,
  playing,
  onPlay,
}: {
  nodes: readonly CourseNode[];
  progress: readonly NodeProgress[];
  mayPlay: boolean;
  playing: string | null;
  onPlay: (nodeId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
      {nodes.map((node) => {
        const state = progress.find((entry) => entry.nodeId === node.id)?.state;
        if (node.type === 'group') {
          return (
            <Box component="li" key={node.id}>
              <Group gap="xs" mb={4}>
                <IconSitemap size={18} aria-hidden />
                <Text fw={600}>{node.name}</Text>
              </Group>
              <Box pl="lg">
                <Outline
                  nodes={node.nodes ?? []}
                  progress={progress}
                  mayPlay={mayPlay}
                  playing={playing}
                  onPlay={onPlay}
                />
              </Box>
            </Box>
          );
        }
        if (node.type === 'note') {
          return (
            <Box component="li" key={node.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconFileText size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                <Stack gap={2}>
                  {paragraphsOf(node.description ?? node.name).map((paragraph, index) => (
                    <Text key={index} size="sm">
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Group>
            </Box>
          );
        }
        const playable = mayPlay && node.subType !== 'event' && !!node.moduleId;
        return (
          <Card component="li" key={node.id} withBorder radius="sm" padding="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                {state === 'completed' ? (
                  <IconCheck size={18} aria-hidden color="var(--mantine-color-teal-8)" />
                ) : (
                  <IconBook size={18} aria-hidden />
                )}
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {node.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      t(`learnerCatalogue.course.kinds.${node.subType === 'event' ? 'event' : 'module'}`),
                      node.required === false
                        ? t('learnerCatalogue.course.optional')
                        : t('learnerCatalogue.course.required'),
                    ].join(' · ')}
                  </Text>
                </div>
              </Group>
              <Group gap="xs">
                <Badge
                  variant="light"
                  color={state === 'completed' ? 'teal' : state === 'failed' ? 'red' : 'gray'}
                  tt="none"
                >
                  {t(`learnerCatalogue.course.nodeStates.${state ?? 'not_started'}`)}
                </Badge>
                {playable && (
                  <Button
                    size="xs"
                    variant={playing === node.id ? 'filled' : 'default'}
                    onClick={() => onPlay(node.id)}
                    aria-label={t('learnerCatalogue.course.playNamed', { name: node.name })}
                  >
                    {state === 'completed' ? t('learnerCatalogue.course.playAgain') : t('learnerCatalogue.course.play')}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * A module node's SCORM player inside the course page (the player page's `Player`, with the
 * enrolment and node it reports to). Each save that changes the module's status refreshes the
 * course, so progress and completion show as they happen.
 */
function InlinePlayer({ node, enrolmentId, onClose }: { node: CourseNode; enrolmentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const launch = useQuery({
    ...launchQuery(node.moduleId!, { enrolmentId, nodeId: node.id, versionId: node.versionId ?? undefined }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { handlesErrors: true },
  });
  // The module's status after the last save: a change (completed, passed) refreshes the course.
  const lastStatus = useRef<string | null>(null);
  const onSaved = useCallback(
    (result: ScormCommitResult) => {
      const status = `${result.status.completionStatus}:${result.status.successStatus}`;
      if (lastStatus.current === status) return;
      lastStatus.current = status;
      void invalidateDomain(queryClient, 'enrolments', 'catalogue');
    },
    [queryClient],
  );

  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component="section"
      aria-label={t('learnerCatalogue.course.playerLabel', { name: node.name })}
    >
      {launch.isPending ? (
        <Center h={200}>
          <Loader role="status" aria-label={t('scormPlayer.loading')} />
        </Center>
      ) : launch.isError ? (
        <Alert color="red" title={t('scormPlayer.loadFailed')} m="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessageOf(launch.error)}</Text>
            <Button size="xs" variant="default" onClick={onClose}>
              {t('learnerCatalogue.course.closePlayer')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Box h="min(75vh, 720px)">
          <Player launched={launch.data} preview={false} commit={commitAttempt} onSaved={onSaved} onExit={onClose} />
        </Box>
      )}
    </Card>
  );
}

export default LearnerCoursePage;
