import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MFA_CODE_LENGTH, mfaCodeSchema } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';

interface MfaCodeStepProps {
  pending: boolean;
  serverError: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The one-time-code challenge after the password (01 §3 login state: mfaChallenge, mfaCode). */
export function MfaCodeStep({ pending, serverError, onSubmit, onCancel }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = mfaCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t('login.mfaCodeRequired'));
      return;
    }
    setFieldError(null);
    onSubmit(parsed.data);
  };

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
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
          aria-invalid={fieldError ? true : undefined}
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
