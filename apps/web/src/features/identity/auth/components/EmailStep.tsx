import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredEmailSchema } from '@campus/contracts';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';

const emailFormSchema = z.object({ email: requiredEmailSchema });

interface EmailStepProps {
  initialEmail: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (email: string) => void;
  /** Wording for reuse on the reset screen; the login's by default. */
  intro?: string;
  submitLabel?: string;
  formLabel?: string;
}

export function EmailStep({
  initialEmail,
  pending,
  serverError,
  onSubmit,
  intro,
  submitLabel,
  formLabel,
}: EmailStepProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: initialEmail }, validate: formResolver(emailFormSchema) });
  // The contract's schema trims and lowercases the address: what it parses to is what is sent.
  const submit = form.onSubmit((values) => onSubmit(emailFormSchema.parse(values).email));

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel ?? t('login.title', { product: t('app.productName') })}>
      <Stack gap="md">
        <Text>{intro ?? t('login.intro')}</Text>
        <FormErrorAlert title={t('login.errorTitle')} message={serverError} />
        <TextInput
          label={t('login.emailLabel')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel ?? t('login.continue')}
        </Button>
      </Stack>
    </form>
  );
}
