import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NewPasswordFieldsProps {
  newPassword: string;
  newPasswordConfirm: string;
  errors: Partial<Record<'newPassword' | 'newPasswordConfirm', string>>;
  onChange: (pair: { newPassword: string; newPasswordConfirm: string }) => void;
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the strength rule as the hint. */
export function NewPasswordFields({
  newPassword,
  newPasswordConfirm,
  errors,
  onChange,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('login.showPassword') };
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('resetPassword.newPasswordLabel')}
        description={t('resetPassword.passwordHint')}
        name="new-password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        value={newPassword}
        onChange={(event) => onChange({ newPassword: event.currentTarget.value, newPasswordConfirm })}
        error={errors.newPassword}
        // Mantine marks the wrapper, not the <input>, as invalid; say it on the field itself.
        aria-invalid={errors.newPassword ? true : undefined}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('resetPassword.confirmLabel')}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={newPasswordConfirm}
        onChange={(event) => onChange({ newPassword, newPasswordConfirm: event.currentTarget.value })}
        error={errors.newPasswordConfirm}
        aria-invalid={errors.newPasswordConfirm ? true : undefined}
        visibilityToggleButtonProps={toggle}
      />
    </Stack>
  );
}
