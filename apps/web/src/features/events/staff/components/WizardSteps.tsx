import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export type WizardStep = 'details' | 'sessions' | 'bookings' | 'cancellations' | 'completions';

/** The wizard's named steps in order (01 §2), each its own address; the current one marked. */
export function WizardSteps({
  steps,
  current,
  pathOf,
  label,
}: {
  steps: readonly WizardStep[];
  current: WizardStep;
  pathOf: (step: WizardStep) => string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <Group component="ol" gap="md" wrap="wrap" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => (
          <li key={step}>
            {step === current ? (
              <Text component="span" fw={700} size="sm" aria-current="step">
                {index + 1}. {t(`events.steps.${step}`)}
              </Text>
            ) : (
              <Anchor component={Link} to={pathOf(step)} size="sm">
                {index + 1}. {t(`events.steps.${step}`)}
              </Anchor>
            )}
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** Back and next between the steps, and the one button that saves from any step. */
export function WizardFooter({
  steps,
  current,
  pathOf,
  saving,
  saveLabel,
}: {
  steps: readonly WizardStep[];
  current: WizardStep;
  pathOf: (step: WizardStep) => string;
  saving: boolean;
  saveLabel: string;
}) {
  const { t } = useTranslation();
  const index = steps.indexOf(current);
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="sm">
        {index > 0 && (
          <Button variant="default" component={Link} to={pathOf(steps[index - 1]!)}>
            {t('events.back')}
          </Button>
        )}
        {index < steps.length - 1 && (
          <Button variant="default" component={Link} to={pathOf(steps[index + 1]!)}>
            {t('events.next')}
          </Button>
        )}
      </Group>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}

export type TimeLimit = { value: number; type: 'hour' | 'day' };
