import { useEffect, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../FormErrorAlert';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import type { WizardState } from './useWizard';
import classes from './Wizard.module.css';

interface WizardProps<S extends string> {
  wizard: WizardState<S>;
  /** A step's name as shown ("Bookings"); the steps are numbered before it. */
  stepLabel: (step: S) => string;
  /** The steps' navigation landmark's name. */
  stepsLabel?: string;
  /** The id of the shown step's heading: the form is named by it. */
  labelledBy: string;
  /** The error summary above the fields: its title, and the message (none: no summary). */
  errorTitle: string;
  error: string | null;
  saveLabel: string;
  saving: boolean;
  /** Called once every step passes its check. */
  onSave: () => void;
  /** The shown step's sections. */
  children: ReactNode;
}

/**
 * A wizard (docs/design.md "Wizards"): the numbered steps, each its own address; the shown step's
 * fields in one form; back, next and save below; and the question before leaving unsaved changes.
 * Going forward checks the step being left; saving checks every step and opens the first wrong one.
 */
export function Wizard<S extends string>({
  wizard,
  stepLabel,
  stepsLabel,
  labelledBy,
  errorTitle,
  error,
  saveLabel,
  saving,
  onSave,
  children,
}: WizardProps<S>) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef(false);
  const { stopped } = wizard;

  // Stopped by a check: the first wrong field takes the focus, once its step is shown.
  useEffect(() => {
    if (stopped > 0) pendingFocus.current = true;
  }, [stopped]);
  useEffect(() => {
    if (!pendingFocus.current) return;
    const wrong = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (wrong) {
      pendingFocus.current = false;
      wrong.focus();
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wizard.checkAll() === null) onSave();
  };

  return (
    <>
      <WizardSteps wizard={wizard} stepLabel={stepLabel} label={stepsLabel ?? t('wizard.stepsLabel')} />
      <form ref={form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
        <Stack gap="xl">
          <FormErrorAlert title={errorTitle} message={error} />
          {children}
          <WizardFooter wizard={wizard} saveLabel={saveLabel} saving={saving} />
        </Stack>
      </form>
      <UnsavedChangesDialog guard={wizard.guard} />
    </>
  );
}

/** A link to a step that goes forward only once the current step passes its check. */
function stepLinkProps<S extends string>(wizard: WizardState<S>, target: S) {
  return {
    component: Link,
    to: wizard.pathOf(target),
    onClick: (event: MouseEvent) => {
      if (!wizard.mayGoTo(target)) event.preventDefault();
    },
  };
}

/** The named steps in order (01 §2), each its own address; the current one marked. */
export function WizardSteps<S extends string>({
  wizard,
  stepLabel,
  label,
}: {
  wizard: WizardState<S>;
  stepLabel: (step: S) => string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className={classes.steps}>
        {wizard.steps.map((step, index) => (
          <li key={step} className={classes.step}>
            {step === wizard.step ? (
              <Text component="span" fw={700} size="sm" aria-current="step">
                {index + 1}. {stepLabel(step)}
              </Text>
            ) : (
              <Anchor size="sm" {...stepLinkProps(wizard, step)}>
                {index + 1}. {stepLabel(step)}
              </Anchor>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back and next between the steps, and the one button that saves from any step. */
function WizardFooter<S extends string>({
  wizard,
  saveLabel,
  saving,
}: {
  wizard: WizardState<S>;
  saveLabel: string;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="sm">
        {wizard.previous !== null && (
          <Button variant="default" {...stepLinkProps(wizard, wizard.previous)}>
            {t('wizard.back')}
          </Button>
        )}
        {wizard.next !== null && (
          <Button variant="default" {...stepLinkProps(wizard, wizard.next)}>
            {t('wizard.next')}
          </Button>
        )}
      </Group>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
