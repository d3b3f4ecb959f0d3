import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';

const OTHER = '__other__';

/** A reason asked with the question (cancelling a booking, 03 §3 cancellation settings). */
export interface ReasonField {
  /** The reasons offered to choose from; none: the person types theirs. */
  options: readonly string[];
  /** Whether the person may type their own besides the list (always when nothing is offered). */
  custom: boolean;
  required: boolean;
  labels: {
    /** The field's label. */
    reason: string;
    /** The choice that opens the typed reason, beside the list. */
    other: string;
    /** The typed reason's label beside a list. */
    otherReason: string;
    /** Said under the field when a required reason is missing. */
    required: string;
  };
}

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The message: what will happen. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for actions that cannot be undone or that tell someone no. */
  danger?: boolean;
  /** While the action runs: the confirm button spins and cannot be pressed again. */
  busy?: boolean;
  /** Asks for a reason too; `onConfirm` receives it (undefined when none was given). */
  reason?: ReasonField;
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
}

/**
 * The one yes-or-no question before a consequential action (docs/design.md "Confirm dialogs").
 * Composed by hand: the stock modal header is a <header>, which reads as a second banner landmark
 * (axe). The dialog is named by its title, traps focus, starts on the safe choice, and Escape and
 * the overlay cancel. Its fields live only while it is open, so each opening starts empty.
 */
export function ConfirmDialog({ opened, onCancel, ...question }: ConfirmDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Question {...question} onCancel={onCancel} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function Question({
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  reason,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'opened'>) {
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listed = reason?.options ?? [];
  const mayType = listed.length === 0 || !!reason?.custom;
  const typing = mayType && (listed.length === 0 || choice === OTHER);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events through portals: a form the dialog is rendered in must not submit too.
    event.stopPropagation();
    if (busy) return;
    if (!reason) return onConfirm();
    const given = (typing ? typed : choice === OTHER ? '' : choice).trim();
    if (reason.required && !given) {
      setError(reason.labels.required);
      return;
    }
    setError(null);
    onConfirm(given || undefined);
  };

  return (
    <>
      <Modal.Title fw={700} fz="lg" mb="sm">
        {title}
      </Modal.Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          {reason && listed.length > 0 && (
            <Radio.Group
              label={reason.labels.reason}
              withAsterisk={reason.required}
              value={choice}
              onChange={setChoice}
              error={typing ? undefined : error}
            >
              <Stack gap={6} mt={6}>
                {listed.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
                {reason.custom && <Radio value={OTHER} label={reason.labels.other} />}
              </Stack>
            </Radio.Group>
          )}
          {reason && typing && (
            <Textarea
              label={listed.length === 0 ? reason.labels.reason : reason.labels.otherReason}
              withAsterisk={reason.required}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
              minRows={2}
              maxLength={1000}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {cancelLabel}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
