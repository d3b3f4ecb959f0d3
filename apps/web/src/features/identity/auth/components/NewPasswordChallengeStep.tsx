import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { newPasswordPairSchema } from '@campus/contracts';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { BusyCountdown } from '../../../../ui/BusyCountdown';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../../ui/forms/NewPasswordFields';

interface NewPasswordChallengeStepProps {
  email: string;
  pending: boolean;
  serverError: string | null;
  /** Seconds until a busy call is tried again by itself (useBusyRetry), else null. */
  busySeconds: number | null;
  onSubmit: (newPassword: string) => void;
}

/** The forced new-password challenge (01 §3 login state: newPasswordChallenge, newPassword, newPasswordConfirm). */
export function NewPasswordChallengeStep({
  email,
  pending,
  serverError,
  busySeconds,
  onSubmit,
}: NewPasswordChallengeStepProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { newPassword: '', newPasswordConfirm: '' },
    validate: formResolver(newPasswordPairSchema),
  });
  const submit = form.onSubmit((values) => onSubmit(values.newPassword));

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.newPasswordTitle')}>
      <Stack gap="md">
        <Text>{t('login.newPasswordIntro')}</Text>
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <FormErrorAlert title={t('login.errorTitle')} message={serverError} />
        <BusyCountdown secondsLeft={busySeconds} />
        <NewPasswordFields getInputProps={form.getInputProps} autoFocus />
        <Button type="submit" loading={pending} fullWidth>
          {t('login.saveNewPassword')}
        </Button>
      </Stack>
    </form>
  );
}
