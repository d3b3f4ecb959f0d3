import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface ConfirmRejectModalProps {
  opened: boolean;
  /** The requests about to be rejected: one (named) or a number of them. */
  target: { count: number; name?: string; course?: string };
  onConfirm: () => void;
  onCancel: () => void;
}

/** Rejecting tells learners no by email, so it is confirmed first; approving is not. */
export function ConfirmRejectModal({ opened, target, onConfirm, onCancel }: ConfirmRejectModalProps) {
  const { t } = useTranslation();
  const { count } = target;
  return (
    <ConfirmDialog
      opened={opened}
      title={t('requests.confirmRejectTitle', { count })}
      confirmLabel={t('requests.reject')}
      cancelLabel={t('requests.cancel')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {t('requests.confirmRejectBody', { count, name: target.name ?? '', course: target.course ?? '' })}
    </ConfirmDialog>
  );
}
