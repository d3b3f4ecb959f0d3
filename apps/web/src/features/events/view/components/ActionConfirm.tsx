import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';

/** A confirmed action: its question, its button, red when it cannot be undone. */
export interface Question {
  title: string;
  body: ReactNode;
  confirm: string;
  danger?: boolean;
  run: () => void;
}

export function ActionConfirm({
  question,
  cancelLabel,
  onClose,
}: {
  question: Question | null;
  cancelLabel: string;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      opened={question !== null}
      title={question?.title ?? ''}
      confirmLabel={question?.confirm ?? ''}
      cancelLabel={cancelLabel}
      danger={question?.danger}
      onCancel={onClose}
      onConfirm={() => {
        question?.run();
        onClose();
      }}
    >
      {question?.body ?? ''}
    </ConfirmDialog>
  );
}
