import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormSection } from '../../../../ui/layout/FormSection';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, emailChangeRequestSchema, emailChangeVerifySchema } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { toast } from '../../../../ui/toast';
import { refreshIdentityUser, startEmailChange, verifyEmailChange } from '../api/accountApi';

interface EmailChangeSectionProps {
  userId: string;
  email: string;
}

/**
 * The sign-in email address and changing it: the new address is confirmed with the code emailed
 * to it before anything changes (POST /v2/user/email, then /v2/user/email/verify).
 */
export function EmailChangeSection({ userId, email }: EmailChangeSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const addressForm = useForm({
    initialValues: { emailAddress: '' },
    validate: formResolver(emailChangeRequestSchema),
  });
  const codeForm = useForm({ initialValues: { code: '' }, validate: formResolver(emailChangeVerifySchema) });

  // The address a code was sent to: kept apart from the mutation, which forgets it while resending.
  const [pending, setPending] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: startEmailChange,
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(addressForm, error),
    onSuccess: (started) => {
      setPending(started.emailAddress);
      codeForm.reset();
    },
  });
  const confirm = useMutation({
    mutationFn: verifyEmailChange,
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(codeForm, error),
    onSuccess: async () => {
      await refreshIdentityUser(queryClient, userId);
      toast.success({ title: t('account.email.doneTitle'), message: t('account.email.doneMessage') });
      close();
    },
  });

  function close() {
    setEditing(false);
    addressForm.reset();
    codeForm.reset();
    setPending(null);
    start.reset();
    confirm.reset();
  }

  const sendCode = addressForm.onSubmit((values) => start.mutate(emailChangeRequestSchema.parse(values).emailAddress));
  const confirmCode = codeForm.onSubmit((values) => confirm.mutate(emailChangeVerifySchema.parse(values).code));
  const newAddress = addressForm.getInputProps('emailAddress');
  const code = codeForm.getInputProps('code');

  const section = (children: ReactNode) => (
    <FormSection title={t('account.email.title')} description={t('account.email.description')} titleId="email-heading">
      {children}
    </FormSection>
  );

  if (!editing) {
    return section(
      <Stack gap="sm">
        <TextInput
          label={t('account.personal.email')}
          value={email}
          readOnly
          description={t('account.personal.emailHint')}
        />
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('account.email.change')}
          </Button>
        </Group>
      </Stack>,
    );
  }

  if (!pending) {
    return section(
      <form onSubmit={sendCode} noValidate aria-labelledby="email-heading">
        <Stack gap="sm">
          <Text size="sm">{t('account.email.intro', { email })}</Text>
          <FormErrorAlert
            title={t('account.email.errorTitle')}
            message={start.isError ? errorMessageOf(start.error) : null}
          />
          <TextInput
            label={t('account.email.newAddress')}
            type="email"
            autoComplete="email"
            required
            {...newAddress}
            aria-invalid={newAddress.error ? true : undefined}
          />
          <Group>
            <Button type="submit" loading={start.isPending}>
              {t('account.email.sendCode')}
            </Button>
            <Button variant="subtle" onClick={close}>
              {t('account.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>,
    );
  }

  return section(
    <form onSubmit={confirmCode} noValidate aria-labelledby="email-heading">
      <Stack gap="sm">
        <Text size="sm" role="status">
          {t('account.email.codeSent', { email: pending })}
        </Text>
        <FormErrorAlert
          title={t('account.email.errorTitle')}
          message={confirm.isError ? errorMessageOf(confirm.error) : start.isError ? errorMessageOf(start.error) : null}
        />
        <TextInput
          label={t('account.email.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          {...code}
          aria-invalid={code.error ? true : undefined}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('account.email.confirm')}
          </Button>
          <Button variant="default" onClick={() => start.mutate(pending)} loading={start.isPending}>
            {t('account.email.resend')}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t('account.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>,
  );
}
