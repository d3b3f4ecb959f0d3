import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

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
    <ConfirmDialog
      opened={pending !== null}
      title={t('requests.confirmRejectTitle', { count })}
      confirmLabel={t('requests.reject')}
      cancelLabel={t('requests.cancel')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {t('requests.confirmRejectBody', { count, name: pending?.name ?? '', course: pending?.course ?? '' })}
    </ConfirmDialog>
  );
}
