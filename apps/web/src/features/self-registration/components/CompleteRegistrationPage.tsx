import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_CODE_LENGTH } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { AuthCard } from '../../../ui/AuthCard';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { confirmSignup } from '../api/selfRegistrationApi';
import { useConfirmedRegistration, useResendCode } from '../hooks/useRegistrationCode';

const CODE = new RegExp(`^\\d{${REGISTRATION_CODE_LENGTH}}$`);

/** /auth/complete-registration?userId&email — enter the emailed code, or ask for a new one. */
export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const email = params.get('email') ?? '';
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const confirmed = useConfirmedRegistration(email);
  const confirm = useMutation({
    mutationFn: confirmSignup,
    meta: { handlesErrors: true },
    onSuccess: confirmed.onSuccess,
    onError: confirmed.onError,
  });
  const resend = useResendCode(email, () => {
    setResent(true);
    setCode('');
    confirm.reset();
  });

  if (!/^[0-9a-f-]{36}$/i.test(userId)) {
    return (
      <AuthCard title={t('selfRegistration.completeTitle')}>
        <Text>{t('selfRegistration.checkEmail')}</Text>
        <Anchor component={Link} to={PATHS.authLogin}>
          {t('invitations.goToSignIn')}
        </Anchor>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    setCodeError(CODE.test(trimmed) ? null : t('resetPassword.codeRequired'));
    if (CODE.test(trimmed)) confirm.mutate({ userId, code: trimmed });
  };
  const serverError = confirm.isError
    ? errorMessageOf(confirm.error)
    : resend.isError
      ? errorMessageOf(resend.error)
      : null;

  return (
    <AuthCard title={t('selfRegistration.completeTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('selfRegistration.completeTitle')}>
        <Text mb="md" role="status">
          {t(resent ? 'resetPassword.codeResent' : 'selfRegistration.codeSent', {
            email: email || t('selfRegistration.yourEmail'),
          })}
        </Text>
        <FormErrorAlert title={t('selfRegistration.confirmErrorTitle')} message={serverError} />
        <TextInput
          mt="md"
          label={t('resetPassword.codeLabel')}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={REGISTRATION_CODE_LENGTH}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={codeError}
          aria-invalid={codeError ? true : undefined}
        />
        <Button type="submit" fullWidth mt="lg" loading={confirm.isPending}>
          {t('selfRegistration.confirm')}
        </Button>
        <Group justify="space-between" mt="md">
          <Button variant="subtle" px={0} loading={resend.isPending} onClick={() => resend.mutate(userId)}>
            {t('resetPassword.sendNewCode')}
          </Button>
          <Anchor component={Link} to={PATHS.authLogin}>
            {t('resetPassword.backToSignIn')}
          </Anchor>
        </Group>
      </form>
    </AuthCard>
  );
}

export default CompleteRegistrationPage;
