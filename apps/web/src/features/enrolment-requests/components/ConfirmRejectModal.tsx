import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmRejectModalProps {
  /** The requests about to be rejected; null keeps the dialog closed. */
  pending: { count: number; name?: string; course?: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Rejecting tells learners no by email, so it is confirmed first; approving is not. */
export function ConfirmRejectModal({ pending, onConfirm, onCancel }: ConfirmRejectModalProps) {
  const { t } = useTranslation();
  const count = pending?.count ?? 1;
  return (
    <Modal opened={pending !== null} onClose={onCancel} title={t('requests.confirmRejectTitle', { count })} centered>
      <Text size="sm">
        {t('requests.confirmRejectBody', { count, name: pending?.name ?? '', course: pending?.course ?? '' })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('requests.cancel')}
        </Button>
        <Button color="red.8" onClick={onConfirm}>
          {t('requests.reject')}
        </Button>
      </Group>
    </Modal>
  );
}
