import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { validateEmail } from '../hooks/useLoginFlow';

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
  const [value, setValue] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateEmail(value);
    if ('error' in result) {
      setFieldError(result.error);
      return;
    }
    setFieldError(null);
    onSubmit(result.email);
  };

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
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel ?? t('login.continue')}
        </Button>
      </Stack>
    </form>
  );
}
