import { Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/layout/FormSection';
import { MediaPicker } from '../../media/components/MediaPicker';
import { moduleLabelsQuery } from '../api/modulesApi';
import type { ModuleFormValues } from '../forms/moduleForm';

type Form = UseFormReturnType<ModuleFormValues>;
const input = (form: Form, path: keyof ModuleFormValues) => {
  const props = form.getInputProps(path);
  return { ...props, 'aria-invalid': props.error ? true : undefined };
};

/**
 * The wizard's details step (02 §3 SCORM module): name, description, duration (HH:MM), labels and
 * keywords, and an image from the media library.
 */
export function DetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const labels = useQuery({ ...moduleLabelsQuery(), staleTime: 60_000 });
  return (
    <FormSection title={t('scorm.steps.details')} titleId="module-step-title" description={t('scorm.detailsHelp')}>
      <Stack gap="md">
        <TextInput label={t('scorm.fields.name')} required maxLength={255} {...input(form, 'name')} />
        <Textarea label={t('scorm.fields.description')} rows={4} maxLength={5000} {...input(form, 'description')} />
        <TextInput
          label={t('scorm.fields.duration')}
          description={t('scorm.durationHelp')}
          placeholder={t('scorm.durationPlaceholder')}
          inputMode="numeric"
          maxLength={5}
          w={{ base: '100%', xs: 160 }}
          {...input(form, 'duration')}
        />
        <TagsInput
          label={t('scorm.fields.labels')}
          description={t('scorm.labelsHelp')}
          data={labels.data?.data ?? []}
          maxTags={50}
          clearable
          {...input(form, 'labels')}
        />
        <TagsInput
          label={t('scorm.fields.keywords')}
          description={t('scorm.keywordsHelp')}
          maxTags={50}
          clearable
          {...input(form, 'keywords')}
        />
        <MediaPicker
          label={t('scorm.fields.image')}
          description={t('scorm.imageHelp')}
          kind="image"
          value={form.values.image ? [form.values.image] : []}
          onChange={(ids) => form.setFieldValue('image', ids[0] ?? null)}
          error={form.errors.image}
        />
      </Stack>
    </FormSection>
  );
}
