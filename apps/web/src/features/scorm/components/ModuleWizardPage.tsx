import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SCORM_ERROR_CODES, WIZARD_STEPS, scormModuleDetailsSchema, type ScormModule } from '@campus/contracts';
import { isApiError } from '../../../lib/api/ApiError';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../lib/api/queryKeys';
import { formResolver } from '../../../lib/forms/schemaForm';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { toast } from '../../../ui/toast';
import { Wizard } from '../../../ui/wizard/Wizard';
import { useWizard, useWizardSave, useWizardStep } from '../../../ui/wizard/useWizard';
import { scormModuleQuery } from '../api/modulesApi';
import { moduleBody, moduleValues, newModuleValues, stepOfPath, type ModuleFormValues } from '../forms/moduleForm';
import { saveModule, type ModuleSaveOutcome } from '../forms/saveModule';
import { usePackageUpload } from '../hooks/usePackageUpload';
import { scormModulePaths, type ScormModuleStep } from '../paths';
import { ContentStep } from './ContentStep';
import { DetailsStep } from './DetailsStep';
import { VersionsStep } from './VersionsStep';

export const MODULE_STEPS = WIZARD_STEPS['/catalogue/modules/add'];
const resolveDetails = formResolver(scormModuleDetailsSchema);
const DETAIL_FIELDS = ['name', 'description', 'duration', 'labels', 'keywords', 'image'];

/**
 * /catalogue/modules/add and /:id/edit (02 §2), steps content, details and versions, for a course
 * creator with CCS. Saving creates or updates the module (the server imports a new package then),
 * releases it when asked and opens the module page (02 §2 "Creating a SCORM module or updating
 * it opens the module page").
 */
export function ModuleWizardPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const step = useWizardStep(MODULE_STEPS);
  const module = useQuery({ ...scormModuleQuery(id ?? ''), enabled: Boolean(id) });
  const title = id ? t('scorm.editTitle') : t('scorm.addTitle');
  if (!step) {
    const first = MODULE_STEPS[0];
    return <Navigate to={id ? scormModulePaths.edit(id, first) : scormModulePaths.add(first)} replace />;
  }
  if (id && (module.isPending || module.isError)) {
    return (
      <PageLayout title={title} width="form">
        {module.isError ? (
          <Alert color="red" title={t('scorm.moduleLoadFailed')}>
            {errorMessageOf(module.error)}
          </Alert>
        ) : (
          <Loader role="status" aria-label={t('app.loading')} />
        )}
      </PageLayout>
    );
  }
  if (module.data?.deleted) {
    return (
      <PageLayout title={title} width="form">
        <Alert color="yellow" title={t('scorm.deletedTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('scorm.deletedBody')}</Text>
            <Anchor component={Link} to={scormModulePaths.show(module.data.id)} size="sm">
              {t('scorm.backToModule')}
            </Anchor>
          </Stack>
        </Alert>
      </PageLayout>
    );
  }
  return <ModuleWizard key={id ?? 'new'} module={module.data ?? null} step={step} />;
}

function ModuleWizard({ module, step }: { module: ScormModule | null; step: ScormModuleStep }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const adding = module === null;
  const form = useForm<ModuleFormValues>({ initialValues: module ? moduleValues(module) : newModuleValues() });
  const original = module?.content.id ?? '';
  const { upload, start, cancel } = usePackageUpload({
    onUploaded: (fileId) => {
      form.setFieldValue('content', fileId);
      form.clearFieldError('content');
    },
    // Until a new package is in, the draft keeps its content (nothing, when adding).
    onCleared: () => form.setFieldValue('content', original),
  });

  /** One step's checks, its errors shown; the other steps' errors stay as they were. */
  const validateStep = (checked: ScormModuleStep) => {
    const found: FormErrors = {};
    if (checked === 'content') {
      if (upload.state === 'uploading') found.content = t('scorm.waitForUpload');
      else if (!form.values.content) found.content = t('scorm.packageNeeded');
    }
    if (checked === 'details') {
      const errors = resolveDetails(moduleBody(form.values));
      for (const [path, message] of Object.entries(errors)) {
        const field = path.split('.')[0] ?? path;
        if (!DETAIL_FIELDS.includes(field)) continue;
        found[field] = field === 'duration' ? t('scorm.durationInvalid') : message;
      }
    }
    form.setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([path]) => stepOfPath(path) !== checked)),
      ...found,
    }));
    return Object.keys(found).length === 0;
  };
  const wizard = useWizard({
    steps: MODULE_STEPS,
    step,
    pathOf: (to) => (module ? scormModulePaths.edit(module.id, to) : scormModulePaths.add(to)),
    dirty: form.isDirty() || upload.state !== 'idle',
    validateStep,
  });
  const save = useWizardSave(wizard, {
    save: async (values: ModuleFormValues) => {
      try {
        return await saveModule(module, values);
      } catch (error) {
        // The import refused the package (no manifest, traversal, a bomb…): said on the content
        // step, under the package, as well as in the toast.
        if (isApiError(error) && error.code === SCORM_ERROR_CODES.invalidPackage) {
          form.setFieldError('content', errorMessageOf(error));
          wizard.goTo('content');
        }
        throw error;
      }
    },
    failedTitle: t(adding ? 'scorm.toasts.notCreated' : 'scorm.toasts.notUpdated'),
    fieldErrors: { form, stepOf: stepOfPath, paths: { 'body.content': 'content' } },
    onSaved: async (outcome: ModuleSaveOutcome) => {
      queryClient.setQueryData(scormModuleQuery(outcome.module.id).queryKey, outcome.module);
      await invalidateDomain(queryClient, 'scorm');
      announce(outcome, adding, t);
      return scormModulePaths.show(outcome.module.id);
    },
  });

  return (
    <PageLayout
      title={adding ? t('scorm.addTitle') : t('scorm.editTitle')}
      description={module ? module.name : t('scorm.addIntro')}
      width="form"
    >
      <Wizard
        wizard={wizard}
        stepLabel={(name) => t(`scorm.steps.${name}`)}
        stepsLabel={t('scorm.stepsLabel')}
        labelledBy="module-step-title"
        errorTitle={t('scorm.formErrorTitle')}
        error={save.isError ? errorMessageOf(save.error) : null}
        saveLabel={adding ? t('scorm.create') : t('scorm.save')}
        saving={save.isPending}
        onSave={() => save.mutate(form.values)}
      >
        {step === 'content' && (
          <ContentStep
            current={module?.content ?? null}
            upload={upload}
            onChoose={(file) => void start(file)}
            onCancel={cancel}
            error={form.errors.content}
          />
        )}
        {step === 'details' && <DetailsStep form={form} />}
        {step === 'versions' && (
          <VersionsStep form={form} name={module?.name ?? form.values.name} versions={module?.versions ?? []} />
        )}
      </Wizard>
    </PageLayout>
  );
}

/**
 * The save's toast (02 §8): created or updated, with the version released; or the spec's
 * 'created (updated) but not released' with the release's refusal under it, kept until closed.
 */
function announce(outcome: ModuleSaveOutcome, adding: boolean, t: TFunction) {
  const saved = t(adding ? 'scorm.toasts.created' : 'scorm.toasts.updated');
  const { release } = outcome;
  if (release.state === 'kept') toast.success({ message: saved });
  else if (release.state === 'released') {
    toast.success({ title: saved, message: t('scorm.toasts.releasedVersion', { version: release.version }) });
  } else {
    toast.error({
      title: t(adding ? 'scorm.toasts.createdNotReleased' : 'scorm.toasts.updatedNotReleased'),
      message: errorMessageOf(release.error),
    });
  }
}
