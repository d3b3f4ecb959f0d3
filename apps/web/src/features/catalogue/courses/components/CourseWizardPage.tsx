import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_ENDPOINTS, type Course } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateEndpoint } from '../../../../lib/api/queryKeys';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { toast } from '../../../../ui/toast';
import { Wizard } from '../../../../ui/wizard/Wizard';
import { useWizard, useWizardSave, useWizardStep } from '../../../../ui/wizard/useWizard';
import { courseQuery } from '../api/coursesApi';
import {
  COURSE_ADD_STEPS,
  COURSE_EDIT_STEPS,
  courseValues,
  detailsErrors,
  newCourseValues,
  type CourseEditStep,
  type CourseFormValues,
} from '../forms/courseForm';
import { saveCourse, saveNewCourse, type CourseSaveOutcome } from '../forms/saveCourse';
import { coursePaths } from '../paths';
import { AttachmentsStep } from './AttachmentsStep';
import { DetailsStep } from './DetailsStep';
import { LinksStep } from './LinksStep';
import { ModulesStep } from './ModulesStep';
import { VersionsStep } from './VersionsStep';

const T = 'courseBuilding';

/**
 * /catalogue/courses/add (course_creator) and /catalogue/courses/:courseId/edit/course (course
 * creator, admin, site admin), 02 §2. Adding asks for the details and, once created, opens the
 * edit wizard's details step (02 §2 "Navigation after actions"). Editing has the details, modules,
 * attachments, links and versions steps; the modules step saves each change at once, the wizard's save saves the
 * details and makes the release 02 §4 asks for after an edit.
 */
export function CourseWizardPage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const adding = courseId === undefined;
  const step = useWizardStep<CourseEditStep>(adding ? COURSE_ADD_STEPS : COURSE_EDIT_STEPS);
  const course = useQuery({ ...courseQuery(courseId ?? ''), enabled: !adding });
  const title = adding ? t(`${T}.addTitle`) : t(`${T}.editTitle`);
  if (!step) {
    return <Navigate to={courseId ? coursePaths.edit(courseId, 'details') : coursePaths.add('details')} replace />;
  }
  if (!adding && (course.isPending || course.isError)) {
    return (
      <PageLayout title={title} width="form">
        {course.isError ? (
          <Alert color="red" title={t(`${T}.loadCourseFailed`)}>
            {errorMessageOf(course.error)}
          </Alert>
        ) : (
          <Loader role="status" aria-label={t('app.loading')} />
        )}
      </PageLayout>
    );
  }
  if (course.data?.archived) {
    return (
      <PageLayout title={title} width="form">
        <Alert color="yellow" title={t(`${T}.archivedTitle`)}>
          <Stack gap="xs">
            <Text size="sm">{t(`${T}.archivedBody`)}</Text>
            <Anchor component={Link} to={coursePaths.list} size="sm">
              {t(`${T}.backToList`)}
            </Anchor>
          </Stack>
        </Alert>
      </PageLayout>
    );
  }
  return <CourseWizard key={courseId ?? 'new'} course={course.data ?? null} step={step} />;
}

function CourseWizard({ course, step }: { course: Course | null; step: CourseEditStep }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const adding = course === null;
  const form = useForm<CourseFormValues>({ initialValues: course ? courseValues(course) : newCourseValues() });

  const validateStep = (checked: CourseEditStep) => {
    if (checked !== 'details') return true;
    const found: FormErrors = {};
    for (const [field, key] of Object.entries(detailsErrors(form.values))) {
      found[field] = key === 'nameRequired' ? t(`${T}.nameRequired`) : t(`${T}.durationInvalid`);
    }
    form.setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([path]) => !(path in form.values))),
      ...found,
    }));
    return Object.keys(found).length === 0;
  };
  const steps = adding ? COURSE_ADD_STEPS : COURSE_EDIT_STEPS;
  const wizard = useWizard<CourseEditStep>({
    steps,
    step,
    pathOf: (to) => (course ? coursePaths.edit(course.id, to) : coursePaths.add('details')),
    dirty: form.isDirty(),
    validateStep,
  });
  const save = useWizardSave(wizard, {
    save: (values: CourseFormValues) => (course ? saveCourse(course, values) : saveNewCourse(values)),
    failedTitle: adding ? t(`${T}.toasts.notCreated`) : t(`${T}.toasts.notUpdated`),
    fieldErrors: { form, stepOf: () => 'details', paths: { 'body.file': 'file' } },
    onSaved: async (outcome: CourseSaveOutcome) => {
      queryClient.setQueryData(courseQuery(outcome.course.id).queryKey, outcome.course);
      await Promise.all([
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courses),
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courseHistory),
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courseLabels),
      ]);
      if (adding) {
        toast.success({ message: t(`${T}.toasts.created`) });
        return coursePaths.edit(outcome.course.id, 'details');
      }
      form.resetDirty(courseValues(outcome.course));
      const { release } = outcome;
      if (release.state === 'released') {
        toast.success({ title: t(`${T}.toasts.updated`), message: t(`${T}.released`, { version: release.version }) });
        return coursePaths.edit(outcome.course.id, 'versions');
      }
      if (release.state === 'failed') {
        toast.error({ title: t(`${T}.notReleasedToast`), message: errorMessageOf(release.error) });
      } else toast.success({ message: t(`${T}.toasts.updated`) });
      return coursePaths.edit(outcome.course.id, step);
    },
  });

  return (
    <PageLayout
      title={adding ? t(`${T}.addTitle`) : t(`${T}.editTitle`)}
      description={course ? course.name : t(`${T}.addIntro`)}
      width="form"
    >
      <Wizard
        wizard={wizard}
        stepLabel={(name) => t(`${T}.steps.${name}`)}
        stepsLabel={t(`${T}.stepsLabel`)}
        labelledBy="course-step-title"
        errorTitle={t(`${T}.formErrorTitle`)}
        error={save.isError ? errorMessageOf(save.error) : null}
        saveLabel={adding ? t(`${T}.create`) : t(`${T}.save`)}
        saving={save.isPending}
        onSave={() => save.mutate(form.values)}
      >
        {step === 'details' && <DetailsStep form={form} />}
        {step === 'modules' && course && <ModulesStep course={course} />}
        {step === 'attachments' && course && <AttachmentsStep course={course} />}
        {step === 'links' && course && <LinksStep course={course} />}
        {step === 'versions' && course && <VersionsStep course={course} />}
      </Wizard>
    </PageLayout>
  );
}
