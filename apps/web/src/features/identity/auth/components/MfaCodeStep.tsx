import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MFA_CODE_LENGTH, mfaCodeSchema } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';

interface MfaCodeStepProps {
  pending: boolean;
  serverError: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

const mfaCodeFormSchema = z.object({ code: mfaCodeSchema });

/** The one-time-code challenge after the password (01 §3 login state: mfaChallenge, mfaCode). */
export function MfaCodeStep({ pending, serverError, onSubmit, onCancel }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { code: '' }, validate: formResolver(mfaCodeFormSchema) });
  const submit = form.onSubmit((values) => onSubmit(mfaCodeFormSchema.parse(values).code));
  const code = form.getInputProps('code');

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.mfaTitle')}>
      <Stack gap="md">
        <Text>{t('login.mfaIntro')}</Text>
        <FormErrorAlert title={t('login.errorTitle')} message={serverError} />
        <TextInput
          label={t('login.mfaCodeLabel')}
          name="mfa-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH}
          required
          autoFocus
          {...code}
          aria-invalid={code.error ? true : undefined}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('login.verify')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onCancel}>
            {t('login.startAgain')}
          </Anchor>
          <Anchor component={Link} to={PATHS.twoFactorHelp}>
            {t('login.mfaHelpLink')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
