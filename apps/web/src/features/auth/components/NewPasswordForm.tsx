import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH, resetPasswordFormSchema } from '@campus/contracts';

interface NewPasswordFormProps {
  email: string;
  /** Codes sent so far; from the second on the notice says a new one was sent. */
  codesSent: number;
  pending: boolean;
  resendPending: boolean;
  onSubmit: (input: { code: string; newPassword: string }) => void;
  onResend: () => void;
}

type FieldErrors = Partial<Record<'code' | 'newPassword' | 'newPasswordConfirm', string>>;

const CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/** The second stage: the emailed code and the new password, checked as the contract checks it. */
export function NewPasswordForm({
  email,
  codesSent,
  pending,
  resendPending,
  onSubmit,
  onResend,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordConfirm, setNewPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!CODE_PATTERN.test(code.trim())) next.code = t('resetPassword.codeRequired');
    const parsed = resetPasswordFormSchema.safeParse({ email, code, newPassword, newPasswordConfirm });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'newPassword' || field === 'newPasswordConfirm') next[field] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit({ code: code.trim(), newPassword });
  };

  const toggle = { 'aria-label': t('login.showPassword') };

  return (
    <form onSubmit={submit} noValidate aria-label={t('resetPassword.title')}>
      <Stack gap="md">
        <Text role="status" style={{ overflowWrap: 'anywhere' }}>
          {t(codesSent > 1 ? 'resetPassword.codeResent' : 'resetPassword.codeSent', { email })}
        </Text>
        <TextInput
          label={t('resetPassword.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
        />
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordInput
          label={t('resetPassword.newPasswordLabel')}
          description={t('resetPassword.passwordHint')}
          name="new-password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
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
          onChange={(event) => setNewPasswordConfirm(event.currentTarget.value)}
          error={errors.newPasswordConfirm}
          aria-invalid={errors.newPasswordConfirm ? true : undefined}
          visibilityToggleButtonProps={toggle}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('resetPassword.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" onClick={onResend} disabled={resendPending}>
            {t('resetPassword.sendNewCode')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
