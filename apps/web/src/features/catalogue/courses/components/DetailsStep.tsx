import { Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COURSE_DESCRIPTION_MAX, COURSE_NAME_MAX } from '@campus/contracts';
import { FormSection } from '../../../../ui/layout/FormSection';
import { MediaPicker } from '../../../media/components/MediaPicker';
import { courseLabelsQuery } from '../api/coursesApi';
import type { CourseFormValues } from '../forms/courseForm';

type Form = UseFormReturnType<CourseFormValues>;
const T = 'courseBuilding';
const input = (form: Form, path: keyof CourseFormValues) => {
  const props = form.getInputProps(path);
  return { ...props, 'aria-invalid': props.error ? true : undefined };
};

/**
 * The details step (02 §3 Course): name, description (rich text: the server keeps the allowed
 * markup and drops the rest), duration as HH:MM, labels, and an image from the media library.
 */
export function DetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const labels = useQuery({ ...courseLabelsQuery(), staleTime: 60_000 });
  return (
    <FormSection title={t(`${T}.steps.details`)} titleId="course-step-title" description={t(`${T}.detailsHelp`)}>
      <Stack gap="md">
        <TextInput label={t(`${T}.fields.name`)} required maxLength={COURSE_NAME_MAX} {...input(form, 'name')} />
        <Textarea
          label={t(`${T}.fields.description`)}
          description={t(`${T}.descriptionHelp`)}
          rows={5}
          maxLength={COURSE_DESCRIPTION_MAX}
          {...input(form, 'description')}
        />
        <TextInput
          label={t(`${T}.fields.duration`)}
          description={t(`${T}.durationHelp`)}
          placeholder={t(`${T}.durationPlaceholder`)}
          inputMode="numeric"
          maxLength={5}
          w={{ base: '100%', xs: 160 }}
          {...input(form, 'duration')}
        />
        <TagsInput
          label={t(`${T}.fields.labels`)}
          description={t(`${T}.labelsHelp`)}
          data={labels.data?.data ?? []}
          maxTags={50}
          clearable
          {...input(form, 'labels')}
        />
        <MediaPicker
          label={t(`${T}.fields.image`)}
          description={t(`${T}.imageHelp`)}
          kind="image"
          value={form.values.file ? [form.values.file] : []}
          onChange={(ids) => form.setFieldValue('file', ids[0] ?? null)}
          error={form.errors.file}
        />
      </Stack>
    </FormSection>
  );
}
