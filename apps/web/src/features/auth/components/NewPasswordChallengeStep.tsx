import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newPasswordPairErrors } from '@campus/contracts';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../ui/forms/NewPasswordFields';

interface NewPasswordChallengeStepProps {
  email: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (newPassword: string) => void;
}

/** The forced new-password challenge (01 §3 login state: newPasswordChallenge, newPassword, newPasswordConfirm). */
export function NewPasswordChallengeStep({ email, pending, serverError, onSubmit }: NewPasswordChallengeStepProps) {
  const { t } = useTranslation();
  const [pair, setPair] = useState({ newPassword: '', newPasswordConfirm: '' });
  const [errors, setErrors] = useState<ReturnType<typeof newPasswordPairErrors>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = newPasswordPairErrors(pair);
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(pair.newPassword);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.newPasswordTitle')}>
      <Stack gap="md">
        <Text>{t('login.newPasswordIntro')}</Text>
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <FormErrorAlert title={t('login.errorTitle')} message={serverError} />
        <NewPasswordFields {...pair} errors={errors} onChange={setPair} autoFocus />
        <Button type="submit" loading={pending} fullWidth>
          {t('login.saveNewPassword')}
        </Button>
      </Stack>
    </form>
  );
}
