import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { FormSection } from '../../../../ui/layout/FormSection';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordPairShape, v, withMatchingPasswords } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useBusyRetry } from '../../../../lib/api/useBusyRetry';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { BusyCountdown } from '../../../../ui/BusyCountdown';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../../ui/forms/NewPasswordFields';
import { toast } from '../../../../ui/toast';
import { changePassword } from '../api/accountApi';

const EMPTY = { oldPassword: '', newPassword: '', newPasswordConfirm: '' };

// The confirmation stays in the form: the call takes the old and the new password only.
const changePasswordFormSchema = withMatchingPasswords(
  z.object({ oldPassword: z.string().min(1, v('currentPasswordRequired')), ...newPasswordPairShape }),
);

/** Password change: the old and the new password; the confirmation stays in the form (01 §5). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm({ initialValues: EMPTY, validate: formResolver(changePasswordFormSchema) });
  // Both passwords are hashed, so a busy server is waited for (decision 0042).
  const busy = useBusyRetry();

  const save = useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) => busy.run(() => changePassword(input)),
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error),
    onSuccess: () => {
      form.reset();
      toast.success({ title: t('account.password.doneTitle'), message: t('account.password.doneMessage') });
    },
  });

  const submit = form.onSubmit(({ oldPassword, newPassword }) => save.mutate({ oldPassword, newPassword }));
  const oldPassword = form.getInputProps('oldPassword');

  return (
    <FormSection
      title={t('account.password.title')}
      description={t('account.password.description')}
      titleId="change-password-heading"
    >
      <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
        <Stack gap="md">
          <FormErrorAlert
            title={t('account.password.errorTitle')}
            message={save.isError ? errorMessageOf(save.error) : null}
          />
          <BusyCountdown secondsLeft={busy.secondsLeft} />
          <PasswordInput
            label={t('account.password.current')}
            name="current-password"
            autoComplete="current-password"
            required
            {...oldPassword}
            aria-invalid={oldPassword.error ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          />
          <NewPasswordFields getInputProps={form.getInputProps} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
