import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TimeLimit = { value: number; type: 'hour' | 'day' };

/** A limit in hours or days before the session starts (03 §9: "Limits use hour or day units"). */
export function TimeLimitInput({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: TimeLimit;
  onChange: (value: TimeLimit) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <NumberInput
        label={label}
        min={0}
        allowDecimal={false}
        value={value.value}
        onChange={(next) => onChange({ ...value, value: typeof next === 'number' ? next : 0 })}
        disabled={disabled}
        w={140}
      />
      <NativeSelect
        label={t('events.form.unit', { label })}
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.currentTarget.value as TimeLimit['type'] })}
        data={[
          { value: 'hour', label: t('events.form.hours') },
          { value: 'day', label: t('events.form.days') },
        ]}
        disabled={disabled}
        w={140}
      />
    </Group>
  );
}
