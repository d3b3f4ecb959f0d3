import { Button, Card, Checkbox, Group, NativeSelect, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingFormField } from '@campus/contracts';
import { IconPlus, IconTrash } from '../../../../ui/icons';
import { newFormField } from '../forms/eventForm';

const TYPES: BookingFormField['type'][] = ['text', 'checkbox', 'single_choice', 'multi_choice'];
const hasOptions = (type: BookingFormField['type']) => type === 'single_choice' || type === 'multi_choice';

/**
 * The booking form's fields (03 §3): text, checkbox, single choice and multi choice, each with
 * mandatory, help text and, for choices, its options and an optional Other.
 */
export function BookingFormBuilder({
  fields,
  onChange,
  error,
}: {
  fields: BookingFormField[];
  onChange: (fields: BookingFormField[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<BookingFormField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('events.form.noFields')}
        </Text>
      )}
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <Card key={field.id} withBorder padding="sm">
            <Stack gap="xs">
              <Group align="flex-end" wrap="wrap" gap="sm">
                <TextInput
                  label={t('events.form.fieldLabel', { n })}
                  required
                  value={field.label}
                  onChange={(event) => change(index, { label: event.currentTarget.value })}
                  error={field.label.trim() === '' && error ? t('events.form.fieldLabelMissing') : undefined}
                  style={{ flex: 1, minWidth: 200 }}
                />
                <NativeSelect
                  label={t('events.form.fieldType', { n })}
                  value={field.type}
                  onChange={(event) => {
                    const type = event.currentTarget.value as BookingFormField['type'];
                    change(index, { type, ...(hasOptions(type) ? {} : { options: [], otherOption: false }) });
                  }}
                  data={TYPES.map((type) => ({ value: type, label: t(`events.form.fieldTypes.${type}`) }))}
                  w={180}
                />
              </Group>
              <TextInput
                label={t('events.form.helpText', { n })}
                value={field.helpText ?? ''}
                onChange={(event) => change(index, { helpText: event.currentTarget.value || null })}
              />
              {hasOptions(field.type) && (
                <TagsInput
                  label={t('events.form.options', { n })}
                  description={t('events.form.optionsHelp')}
                  value={field.options}
                  onChange={(options) => change(index, { options })}
                />
              )}
              <Group gap="lg" wrap="wrap">
                <Checkbox
                  label={t('events.form.mandatory', { n })}
                  checked={field.validation.mandatory}
                  onChange={(event) => change(index, { validation: { mandatory: event.currentTarget.checked } })}
                />
                {hasOptions(field.type) && (
                  <Checkbox
                    label={t('events.form.other', { n })}
                    checked={field.otherOption}
                    onChange={(event) => change(index, { otherOption: event.currentTarget.checked })}
                  />
                )}
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => onChange(fields.filter((_, at) => at !== index))}
                >
                  {t('events.form.removeField', { n })}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...fields, newFormField()])}
        >
          {t('events.form.addField')}
        </Button>
      </Group>
    </Stack>
  );
}
