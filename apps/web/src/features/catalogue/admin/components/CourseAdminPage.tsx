import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_RULES, RULES, canAccess, type Course } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useSession } from '../../../../lib/session/useSession';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconBook, IconPencil, IconSettings } from '../../../../ui/icons';
import { catalogItemQuery, courseQuery, unitsQuery } from '../api/courseAdminApi';
import { courseAdminPaths } from '../../paths';
import { CourseEnrolments } from './CourseEnrolments';
import { DetailRows } from './DetailRows';
import { offeredVersion, plainText } from './courseText';

/**
 * /catalogue/courses/:courseId/show/admin (02 §2 "Course admin view: for admin or manager"): the
 * course, its catalogue item in this workspace and, for those who enrol learners (LXA or manager
 * on LMS), its enrolments with bulk enrol and withdraw. Each part shows only where its calls'
 * rules admit the person; the edit link only to those the catalogue item edit admits.
 */
export function CourseAdminPage() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const course = useQuery(courseQuery(courseId));
  if (course.isPending || course.isError) {
    return (
      <PageLayout title={t('courseAdmin.title')}>
        {course.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} />
        ) : (
          <Alert color="red" title={t('courseAdmin.loadFailed')}>
            {errorMessageOf(course.error)}
          </Alert>
        )}
      </PageLayout>
    );
  }
  return <CourseAdmin course={course.data} />;
}

function CourseAdmin({ course }: { course: Course }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const release = offeredVersion(course);
  const itemId = course.catalogItemId;
  const versionId = course.catalogItemVersionId;
  const mayEditItem = canAccess(actor, ROUTE_RULES.catalogueItemEdit);
  const mayEnrol = canAccess(actor, RULES.adminEnrolments);
  return (
    <PageLayout
      title={course.name}
      description={t('courseAdmin.description')}
      actions={
        mayEditItem && itemId && versionId ? (
          <Button
            component={Link}
            to={courseAdminPaths.itemEdit(course.id, itemId, versionId)}
            leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
          >
            {t('courseAdmin.editItem')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="lg">
        <SectionCard id="course-details" title={t('courseAdmin.course')} icon={IconBook}>
          <DetailRows
            items={[
              { label: t('courseAdmin.fields.name'), value: course.name },
              {
                label: t('courseAdmin.fields.version'),
                value: release ? release.version : t('courseAdmin.notReleased'),
              },
              {
                label: t('courseAdmin.fields.description'),
                value: plainText(course.description) || '–',
              },
            ]}
          />
        </SectionCard>
        <SectionCard id="course-item" title={t('courseAdmin.item')} icon={IconSettings}>
          {itemId ? (
            mayEditItem ? (
              <ItemSettings catalogItemId={itemId} />
            ) : (
              <Text size="sm">{t('courseAdmin.itemOffered')}</Text>
            )
          ) : (
            <Text size="sm">{t('courseAdmin.notOffered')}</Text>
          )}
        </SectionCard>
        {itemId && mayEnrol && actor.workspaceId && (
          <CourseEnrolments catalogItemId={itemId} workspaceId={actor.workspaceId} courseName={course.name} />
        )}
      </Stack>
    </PageLayout>
  );
}

/** The catalogue item's settings in this workspace (02 §3 "Workspace settings per catalogue item"). */
function ItemSettings({ catalogItemId }: { catalogItemId: string }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const item = useQuery(catalogItemQuery(catalogItemId));
  const mayReadUnits = canAccess(actor, RULES.userAdministration) && Boolean(actor.workspaceId);
  const units = useQuery({ ...unitsQuery(actor.workspaceId ?? ''), enabled: mayReadUnits });
  if (item.isPending) return <Loader role="status" aria-label={t('app.loading')} size="sm" />;
  if (item.isError) {
    return (
      <Alert color="red" title={t('courseAdmin.itemLoadFailed')}>
        {errorMessageOf(item.error)}
      </Alert>
    );
  }
  const chosen = item.data.availableInOrganisationUnits;
  const unitNames = chosen.map((id) => units.data?.data.find((unit) => unit.id === id)?.name).filter(Boolean);
  const yesNo = (value: boolean) => (
    <Badge variant="light" color={value ? 'teal' : 'gray'} autoContrast>
      {t(value ? 'courseAdmin.yes' : 'courseAdmin.no')}
    </Badge>
  );
  return (
    <DetailRows
      items={[
        { label: t('courseAdmin.fields.approval'), value: yesNo(item.data.requireApproval) },
        { label: t('courseAdmin.fields.visible'), value: yesNo(item.data.visible) },
        {
          label: t('courseAdmin.fields.units'),
          value:
            chosen.length === 0
              ? t('courseAdmin.everyUnit')
              : unitNames.length === chosen.length
                ? unitNames.join(', ')
                : t('courseAdmin.unitCount', { count: chosen.length }),
        },
        {
          label: t('courseAdmin.fields.enrolments'),
          value: (
            <Group gap="xs">
              <Text size="sm">
                {t('courseAdmin.counts', {
                  notStarted: item.data.enrolments.not_started,
                  inProgress: item.data.enrolments.in_progress,
                  awaitingFeedback: item.data.enrolments.awaiting_feedback,
                })}
              </Text>
            </Group>
          ),
        },
      ]}
    />
  );
}
