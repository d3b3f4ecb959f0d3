import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_USER_FIELDS_TOAST } from '@campus/contracts';
import { useEmptyFieldsCheck } from '../hooks/useEmptyFieldsCheck';
import { PROFILE_FIELDS_ID } from './ProfileFieldsSection';

/**
 * At the top of the personal tab while required profile fields are empty: says why the rest of
 * the workspace waits (the gate's toast shows once; this stays) and leads to the fields.
 */
export function EmptyFieldsNotice() {
  const { t } = useTranslation();
  const { missing } = useEmptyFieldsCheck();
  if (!missing) return null;
  const goToFields = () => {
    const section = document.getElementById(PROFILE_FIELDS_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };
  return (
    <Alert color="yellow" title={EMPTY_USER_FIELDS_TOAST.title}>
      <Text size="sm">{EMPTY_USER_FIELDS_TOAST.message}</Text>
      <Button size="compact-sm" variant="default" mt="xs" onClick={goToFields}>
        {t('customFields.goToFields')}
      </Button>
    </Alert>
  );
}
