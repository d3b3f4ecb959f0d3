import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { PATHS } from '../../../../lib/navigation/paths';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { v } from '@campus/contracts';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { BusyCountdown } from '../../../../ui/BusyCountdown';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';

// Only "given": whether it is right is the server's answer.
const passwordFormSchema = z.object({ password: z.string().min(1, v('passwordRequired')) });

interface PasswordStepProps {
  email: string;
  pending: boolean;
  serverError: string | null;
  /** Seconds until a busy call is tried again by itself (useBusyRetry), else null. */
  busySeconds: number | null;
  onSubmit: (password: string) => void;
  onChangeEmail: () => void;
}

export function PasswordStep({ email, pending, serverError, busySeconds, onSubmit, onChangeEmail }: PasswordStepProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { password: '' }, validate: formResolver(passwordFormSchema) });
  const submit = form.onSubmit((values) => onSubmit(values.password));
  const password = form.getInputProps('password');

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
        <BusyCountdown secondsLeft={busySeconds} />
        <PasswordInput
          label={t('login.passwordLabel')}
          name="password"
          autoComplete="current-password"
          required
          autoFocus
          {...password}
          aria-invalid={password.error ? true : undefined}
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
