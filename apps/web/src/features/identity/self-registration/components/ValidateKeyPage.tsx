import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SELF_REGISTRATION_ERRORS, v } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { AuthCard } from '../../../../ui/AuthCard';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { fetchKeyDetails } from '../api/selfRegistrationApi';

const keyFormSchema = z.object({ key: z.string().trim().min(1, v('registrationKeyRequired')) });

/** /auth/validate-key — type the key an administrator handed out, then register with it. */
export function ValidateKeyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { key: '' }, validate: formResolver(keyFormSchema) });
  const check = useMutation({
    mutationFn: (value: string) => fetchKeyDetails(value),
    meta: { handlesErrors: true },
    onSuccess: (details, value) => {
      if (details.isValid) void navigate(`${PATHS.selfRegistration}/${encodeURIComponent(value)}`);
    },
  });
  const submit = form.onSubmit((values) => check.mutate(keyFormSchema.parse(values).key));
  const key = form.getInputProps('key');
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
          {...key}
          aria-invalid={key.error ? true : undefined}
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
