import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingFormAnswer, BookingFormField } from '@campus/contracts';

/** The "Other" choice's value inside the form (never sent: the answer's `other` holds the text). */
const OTHER = '__other__';

type Draft = Record<string, { value: string | boolean | string[]; other: string; otherChosen: boolean }>;

const emptyDraft = (fields: readonly BookingFormField[]): Draft =>
  Object.fromEntries(
    fields.map((field) => [
      field.id,
      {
        value: field.type === 'checkbox' ? false : field.type === 'multi_choice' ? [] : '',
        other: '',
        otherChosen: false,
      },
    ]),
  );

/** The answers as the booking call takes them (03 §3 Booking form). */
export function answersOf(fields: readonly BookingFormField[], draft: Draft): BookingFormAnswer[] {
  return fields.map((field) => {
    const entry = draft[field.id]!;
    const other = entry.otherChosen && entry.other.trim() ? entry.other.trim() : null;
    if (field.type === 'text') return { fieldId: field.id, value: String(entry.value).trim(), other: null };
    return { fieldId: field.id, value: entry.value, other };
  });
}

/** The mandatory fields left empty (or an Other chosen without its text), with the spec's message. */
export function formErrors(fields: readonly BookingFormField[], draft: Draft, required: (label: string) => string) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const entry = draft[field.id]!;
    const otherMissing = entry.otherChosen && !entry.other.trim();
    const empty =
      field.type === 'checkbox'
        ? entry.value !== true
        : field.type === 'multi_choice'
          ? (entry.value as string[]).length === 0 && !entry.otherChosen
          : String(entry.value).trim() === '' && !entry.otherChosen;
    if ((field.validation.mandatory && empty) || otherMissing) errors[field.id] = required(field.label);
  }
  return errors;
}

interface BookingFormProps {
  fields: readonly BookingFormField[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: (answers: BookingFormAnswer[]) => void;
  onCancel: () => void;
}

/** The event's booking form: text, checkbox, single and multi choice, each with help text and an optional Other. */
export function BookingForm({ fields, submitLabel, submitting, onSubmit, onCancel }: BookingFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (id: string, change: Partial<Draft[string]>) =>
    setDraft((current) => ({ ...current, [id]: { ...current[id]!, ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(fields, draft, (label) => t('learnerEvents.form.required', { field: label }));
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(answersOf(fields, draft));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('learnerEvents.form.title')}>
      <Stack gap="md">
        <Text size="sm">{t('learnerEvents.form.intro')}</Text>
        {fields.map((field) => {
          const entry = draft[field.id]!;
          const error = errors[field.id];
          const description = field.helpText ?? undefined;
          const otherInput = field.otherOption && entry.otherChosen && (
            <TextInput
              label={t('learnerEvents.form.otherLabel', { label: field.label })}
              value={entry.other}
              onChange={(event) => set(field.id, { other: event.currentTarget.value })}
              required
            />
          );
          if (field.type === 'text')
            return (
              <Textarea
                key={field.id}
                label={field.label}
                description={description}
                withAsterisk={field.validation.mandatory}
                error={error}
                minRows={1}
                value={String(entry.value)}
                onChange={(event) => set(field.id, { value: event.currentTarget.value })}
              />
            );
          if (field.type === 'checkbox')
            return (
              <Checkbox
                key={field.id}
                label={`${field.label}${field.validation.mandatory ? ' *' : ''}`}
                description={description}
                error={error}
                checked={entry.value === true}
                onChange={(event) => set(field.id, { value: event.currentTarget.checked })}
              />
            );
          if (field.type === 'single_choice')
            return (
              <Stack key={field.id} gap="xs">
                <Radio.Group
                  label={field.label}
                  description={description}
                  withAsterisk={field.validation.mandatory}
                  error={error}
                  value={entry.otherChosen ? OTHER : String(entry.value)}
                  onChange={(value) =>
                    set(field.id, value === OTHER ? { value: '', otherChosen: true } : { value, otherChosen: false })
                  }
                >
                  <Stack gap={6} mt={6}>
                    {field.options.map((option) => (
                      <Radio key={option} value={option} label={option} />
                    ))}
                    {field.otherOption && <Radio value={OTHER} label={t('learnerEvents.form.other')} />}
                  </Stack>
                </Radio.Group>
                {otherInput}
              </Stack>
            );
          return (
            <Stack key={field.id} gap="xs">
              <Checkbox.Group
                label={field.label}
                description={description}
                withAsterisk={field.validation.mandatory}
                error={error}
                value={[...(entry.value as string[]), ...(entry.otherChosen ? [OTHER] : [])]}
                onChange={(values) =>
                  set(field.id, {
                    value: values.filter((value) => value !== OTHER),
                    otherChosen: values.includes(OTHER),
                  })
                }
              >
                <Stack gap={6} mt={6}>
                  {field.options.map((option) => (
                    <Checkbox key={option} value={option} label={option} />
                  ))}
                  {field.otherOption && <Checkbox value={OTHER} label={t('learnerEvents.form.other')} />}
                </Stack>
              </Checkbox.Group>
              {otherInput}
            </Stack>
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('learnerEvents.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
