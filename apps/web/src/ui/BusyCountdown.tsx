import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The countdown before a busy call is tried again (useBusyRetry). A polite live region, so a
 * screen reader says why nothing has happened yet without interrupting the person.
 */
export function BusyCountdown({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useTranslation();
  if (secondsLeft === null) return null;
  return (
    <Alert color="yellow" variant="light" role="status" aria-live="polite" aria-atomic="true">
      {t('errors.busyRetrying', { count: secondsLeft })}
    </Alert>
  );
}
