import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for actions that cannot be undone or that tell someone no. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes-or-no question before a consequential action. Composed by hand: the stock modal header
 * is a <header>, which reads as a second banner landmark (axe). Escape and the overlay cancel.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="sm">
            {title}
          </Modal.Title>
          <Text size="sm">{children}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {cancelLabel}
            </Button>
            <Button color={danger ? 'red.9' : undefined} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
