import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, emailChangeRequestSchema, verificationCodeSchema } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { toast } from '../../../ui/toast';
import { startEmailChange, verifyEmailChange } from '../api/accountApi';

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
  const [newAddress, setNewAddress] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  // The address a code was sent to: kept apart from the mutation, which forgets it while resending.
  const [pending, setPending] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: startEmailChange,
    meta: { handlesErrors: true },
    onSuccess: (started) => {
      setPending(started.emailAddress);
      setCode('');
    },
  });
  const confirm = useMutation({
    mutationFn: verifyEmailChange,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['identity-user', userId] });
      toast.success({ title: t('account.email.doneTitle'), message: t('account.email.doneMessage') });
      close();
    },
  });

  function close() {
    setEditing(false);
    setNewAddress('');
    setCode('');
    setFieldError(null);
    setPending(null);
    start.reset();
    confirm.reset();
  }

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailChangeRequestSchema.safeParse({ emailAddress: newAddress });
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) start.mutate(parsed.data.emailAddress);
  };
  const confirmCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) confirm.mutate(parsed.data);
  };

  const heading = (
    <Title order={2} size="h3" id="email-heading">
      {t('account.email.title')}
    </Title>
  );

  if (!editing) {
    return (
      <Stack gap="sm" maw={480} component="section" aria-labelledby="email-heading">
        {heading}
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
      </Stack>
    );
  }

  if (!pending) {
    return (
      <form onSubmit={sendCode} noValidate aria-labelledby="email-heading">
        <Stack gap="sm" maw={480}>
          {heading}
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
            value={newAddress}
            onChange={(event) => setNewAddress(event.currentTarget.value)}
            error={fieldError}
            aria-invalid={fieldError ? true : undefined}
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
      </form>
    );
  }

  return (
    <form onSubmit={confirmCode} noValidate aria-labelledby="email-heading">
      <Stack gap="sm" maw={480}>
        {heading}
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
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
          aria-invalid={fieldError ? true : undefined}
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
    </form>
  );
}
