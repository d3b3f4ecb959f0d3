import { Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ModuleMajorVersion } from '@campus/contracts';
import { FormSection } from '../../../ui/layout/FormSection';
import { nextVersion, type ModuleFormValues } from '../forms/moduleForm';
import { ModuleVersions } from './ModuleVersions';

/**
 * The wizard's versions step (02 §4): release after saving, major the first time (with instant
 * offer) and minor after, with release notes; or keep the module as a draft.
 */
export function VersionsStep({
  form,
  name,
  versions,
}: {
  form: UseFormReturnType<ModuleFormValues>;
  name: string;
  versions: readonly ModuleMajorVersion[];
}) {
  const { t } = useTranslation();
  const version = nextVersion(versions);
  const major = versions.length === 0;
  const { release } = form.values;
  return (
    <Stack gap="xl">
      <FormSection
        title={t('scorm.steps.versions')}
        titleId="module-step-title"
        description={major ? t('scorm.versionsHelp') : t('scorm.versionsEditHelp')}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('scorm.releaseChoice')}
            value={release ? 'release' : 'draft'}
            onChange={(value) => form.setFieldValue('release', value === 'release')}
          >
            <Stack gap="xs" mt={6}>
              <Radio
                value="release"
                label={t('scorm.releaseNow', { version })}
                description={major ? t('scorm.releaseBodyMajor') : t('scorm.releaseBodyMinor')}
              />
              <Radio value="draft" label={t('scorm.keepDraft')} description={t('scorm.keepDraftHelp')} />
            </Stack>
          </Radio.Group>
          {release && (
            <>
              <Textarea
                label={t('scorm.releaseNotes')}
                description={t('scorm.releaseNotesHelp')}
                rows={3}
                maxLength={2000}
                {...form.getInputProps('releaseNotes')}
              />
              {major && (
                <Checkbox
                  label={t('scorm.instantOffer')}
                  description={t('scorm.instantOfferHelp')}
                  {...form.getInputProps('instantOffer', { type: 'checkbox' })}
                />
              )}
            </>
          )}
        </Stack>
      </FormSection>
      {!major && (
        <FormSection title={t('scorm.existingVersions')} titleId="module-versions-title">
          {versions.length === 0 ? (
            <Text size="sm">{t('scorm.noVersionsBody')}</Text>
          ) : (
            <ModuleVersions name={name} versions={versions} />
          )}
        </FormSection>
      )}
    </Stack>
  );
}
