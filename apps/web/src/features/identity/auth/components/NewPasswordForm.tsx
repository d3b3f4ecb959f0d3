import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH, resetPasswordFormSchema } from '@campus/contracts';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { NewPasswordFields } from '../../../../ui/forms/NewPasswordFields';

interface NewPasswordFormProps {
  email: string;
  /** Codes sent so far; from the second on the notice says a new one was sent. */
  codesSent: number;
  pending: boolean;
  resendPending: boolean;
  onSubmit: (input: { code: string; newPassword: string }) => void;
  onResend: () => void;
}

/** The second stage: the emailed code and the new password, checked as the contract checks it. */
export function NewPasswordForm({
  email,
  codesSent,
  pending,
  resendPending,
  onSubmit,
  onResend,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email, code: '', newPassword: '', newPasswordConfirm: '' },
    validate: formResolver(resetPasswordFormSchema),
  });
  const submit = form.onSubmit((values) => {
    const parsed = resetPasswordFormSchema.parse(values);
    onSubmit({ code: parsed.code, newPassword: parsed.newPassword });
  });
  const code = form.getInputProps('code');

  return (
    <form onSubmit={submit} noValidate aria-label={t('resetPassword.title')}>
      <Stack gap="md">
        <Text role="status" style={{ overflowWrap: 'anywhere' }}>
          {t(codesSent > 1 ? 'resetPassword.codeResent' : 'resetPassword.codeSent', { email })}
        </Text>
        <TextInput
          label={t('resetPassword.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          required
          autoFocus
          {...code}
          aria-invalid={code.error ? true : undefined}
        />
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <NewPasswordFields getInputProps={form.getInputProps} />
        <Button type="submit" loading={pending} fullWidth>
          {t('resetPassword.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" onClick={onResend} disabled={resendPending}>
            {t('resetPassword.sendNewCode')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
