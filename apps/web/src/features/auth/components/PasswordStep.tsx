import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';

interface PasswordStepProps {
  email: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (password: string) => void;
  onChangeEmail: () => void;
}

export function PasswordStep({ email, pending, serverError, onSubmit, onChangeEmail }: PasswordStepProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('login.passwordRequired'));
      return;
    }
    setFieldError(null);
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title', { product: t('app.productName') })}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('login.signingInAs')} <strong>{email}</strong>
          </Text>
          <Anchor component="button" type="button" onClick={onChangeEmail} aria-label={t('login.changeEmail')}>
            {t('login.change')}
          </Anchor>
        </Group>
        {/* The address travels with the form so password managers pair it with the password. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <FormErrorAlert title={t('login.errorTitle')} message={serverError} />
        <PasswordInput
          label={t('login.passwordLabel')}
          name="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError}
          aria-invalid={fieldError ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('login.signIn')}
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={`${PATHS.authResetPassword}?email=${encodeURIComponent(email)}`}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
