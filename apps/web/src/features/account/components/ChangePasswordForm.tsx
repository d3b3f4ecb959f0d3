import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newPasswordPairErrors } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../ui/forms/NewPasswordFields';
import { toast } from '../../../ui/toast';
import { changePassword } from '../api/accountApi';

const EMPTY = { oldPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Password change: the old and the new password; the confirmation stays in the form (01 §5). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});

  const save = useMutation({
    mutationFn: changePassword,
    meta: { handlesErrors: true },
    onSuccess: () => {
      setForm(EMPTY);
      toast.success({ title: t('account.password.doneTitle'), message: t('account.password.doneMessage') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      ...newPasswordPairErrors(form),
      ...(form.oldPassword ? {} : { oldPassword: t('account.password.currentRequired') }),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate({ oldPassword: form.oldPassword, newPassword: form.newPassword });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="md" maw={480}>
        <Title order={2} size="h3" id="change-password-heading">
          {t('account.password.title')}
        </Title>
        <FormErrorAlert
          title={t('account.password.errorTitle')}
          message={save.isError ? errorMessageOf(save.error) : null}
        />
        <PasswordInput
          label={t('account.password.current')}
          name="current-password"
          autoComplete="current-password"
          required
          value={form.oldPassword}
          onChange={(event) => setForm({ ...form, oldPassword: event.currentTarget.value })}
          error={errors.oldPassword}
          aria-invalid={errors.oldPassword ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <NewPasswordFields
          newPassword={form.newPassword}
          newPasswordConfirm={form.newPasswordConfirm}
          errors={errors}
          onChange={(pair) => setForm({ ...form, ...pair })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
