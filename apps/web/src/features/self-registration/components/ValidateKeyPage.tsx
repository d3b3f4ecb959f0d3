import { useState, type FormEvent } from 'react';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELF_REGISTRATION_ERRORS } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { AuthCard } from '../../../ui/AuthCard';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { fetchKeyDetails } from '../api/selfRegistrationApi';

/** /auth/validate-key — type the key an administrator handed out, then register with it. */
export function ValidateKeyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  const [missing, setMissing] = useState(false);
  const check = useMutation({
    mutationFn: (value: string) => fetchKeyDetails(value),
    meta: { handlesErrors: true },
    onSuccess: (details, value) => {
      if (details.isValid) void navigate(`${PATHS.selfRegistration}/${encodeURIComponent(value)}`);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = key.trim();
    setMissing(!value);
    if (value) check.mutate(value);
  };
  const invalid = check.data && !check.data.isValid ? SELF_REGISTRATION_ERRORS.keyNotValid.message : null;

  return (
    <AuthCard title={t('selfRegistration.validateTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('selfRegistration.validateTitle')}>
        <Text mb="md">{t('selfRegistration.validateIntro')}</Text>
        <FormErrorAlert
          title={t('selfRegistration.errorTitle')}
          message={check.isError ? errorMessageOf(check.error) : invalid}
        />
        <TextInput
          mt="md"
          label={t('selfRegistration.keyLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          required
          value={key}
          onChange={(event) => setKey(event.currentTarget.value)}
          error={missing ? t('selfRegistration.keyRequired') : null}
          aria-invalid={missing ? true : undefined}
        />
        <Button type="submit" fullWidth mt="lg" loading={check.isPending}>
          {t('login.continue')}
        </Button>
        <Anchor component={Link} to={PATHS.authLogin} display="block" ta="center" mt="md">
          {t('selfRegistration.haveAccount')}
        </Anchor>
      </form>
    </AuthCard>
  );
}

export default ValidateKeyPage;
