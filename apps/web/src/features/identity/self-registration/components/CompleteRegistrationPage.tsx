import { useState } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_CODE_LENGTH, confirmSignupSchema } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { AuthCard } from '../../../../ui/AuthCard';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { confirmSignup } from '../api/selfRegistrationApi';
import { useConfirmedRegistration, useResendCode } from '../hooks/useRegistrationCode';

const codeFormSchema = confirmSignupSchema.pick({ code: true });

/** /auth/complete-registration?userId&email — enter the emailed code, or ask for a new one. */
export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const email = params.get('email') ?? '';
  const form = useForm({ initialValues: { code: '' }, validate: formResolver(codeFormSchema) });
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
    form.reset();
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

  const submit = form.onSubmit((values) => confirm.mutate({ userId, code: codeFormSchema.parse(values).code }));
  const code = form.getInputProps('code');
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
          {...code}
          aria-invalid={code.error ? true : undefined}
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
