import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';
import type { UnsavedChangesGuard } from './useUnsavedChangesGuard';

/** The question a blocked navigation asks (docs/design.md "Wizards"): stay is the safe choice. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const { t } = useTranslation();
  const { blocker } = guard;
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('wizard.leaveTitle')}
      confirmLabel={t('wizard.leave')}
      cancelLabel={t('wizard.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('wizard.leaveBody')}
    </ConfirmDialog>
  );
}
