import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface NewPasswordFieldsProps {
  /** The form's `getInputProps`: the fields bind to its newPassword and newPasswordConfirm. */
  getInputProps: (path: 'newPassword' | 'newPasswordConfirm') => GetInputPropsReturnType;
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the strength rule as the hint. */
export function NewPasswordFields({ getInputProps, autoFocus }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('login.showPassword') };
  const password = getInputProps('newPassword');
  const confirm = getInputProps('newPasswordConfirm');
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('resetPassword.newPasswordLabel')}
        description={t('resetPassword.passwordHint')}
        name="new-password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        {...password}
        // Mantine marks the wrapper, not the <input>, as invalid; say it on the field itself.
        aria-invalid={password.error ? true : undefined}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('resetPassword.confirmLabel')}
        name="confirm-password"
        autoComplete="new-password"
        required
        {...confirm}
        aria-invalid={confirm.error ? true : undefined}
        visibilityToggleButtonProps={toggle}
      />
    </Stack>
  );
}
