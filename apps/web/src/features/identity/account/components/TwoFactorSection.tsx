import { Alert, Badge, Button, Code, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { FormSection } from '../../../../ui/layout/FormSection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MFA_CODE_LENGTH, MFA_TOASTS, mfaCodeSchema } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { toast } from '../../../../ui/toast';
import {
  identityUserQuery,
  refreshIdentityUser,
  requestMfaSecret,
  setMfaPreference,
  verifyMfa,
} from '../api/accountApi';

const mfaCodeFormSchema = z.object({ code: mfaCodeSchema });

/**
 * Two-factor authentication (01 §4): status, enrolment with a QR code and the secret, the
 * first code to prove the app works, and switching it off where allowed (never for superadmins).
 */
export function TwoFactorSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useQuery(identityUserQuery(userId));
  const form = useForm({ initialValues: { code: '' }, validate: formResolver(mfaCodeFormSchema) });
  const refreshUser = () => refreshIdentityUser(queryClient, userId);

  const secret = useMutation({ mutationFn: requestMfaSecret, meta: { handlesErrors: true } });
  const verify = useMutation({
    mutationFn: verifyMfa,
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async () => {
      secret.reset();
      form.reset();
      await refreshUser();
      toast.success(MFA_TOASTS.enabled);
    },
  });
  const disable = useMutation({
    mutationFn: () => setMfaPreference({ userId, enabled: false }),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await refreshUser();
      toast.success(MFA_TOASTS.disabled);
    },
  });

  const submitCode = form.onSubmit((values) => verify.mutate({ userId, code: mfaCodeFormSchema.parse(values).code }));
  const code = form.getInputProps('code');

  if (user.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (user.isError) return <FormErrorAlert title={t('toast.errorTitle')} message={errorMessageOf(user.error)} />;
  const { mfaEnabled, mfaRequired, isSuperadmin } = user.data;
  const mayDisable = mfaEnabled && !mfaRequired && !isSuperadmin;
  const failure = secret.error ?? disable.error;

  return (
    <FormSection title={t('account.mfa.title')} description={t('account.mfa.intro')} titleId="two-factor-heading">
      <Group gap="sm">
        <Badge color={mfaEnabled ? 'teal' : 'gray'} variant="light">
          {mfaEnabled ? t('account.mfa.on') : t('account.mfa.off')}
        </Badge>
      </Group>
      {mfaRequired && !mfaEnabled && (
        <Alert color="orange" title={MFA_TOASTS.required.title}>
          {MFA_TOASTS.required.message}
        </Alert>
      )}
      {mfaEnabled && mfaRequired && (
        <Text c="dimmed">{isSuperadmin ? t('account.mfa.superadmin') : t('account.mfa.required')}</Text>
      )}
      <FormErrorAlert title={t('account.mfa.errorTitle')} message={failure ? errorMessageOf(failure) : null} />

      {!secret.data && (
        <Group>
          <Button
            onClick={() => secret.mutate()}
            loading={secret.isPending}
            variant={mfaEnabled ? 'default' : 'filled'}
          >
            {mfaEnabled ? t('account.mfa.replace') : t('account.mfa.setUp')}
          </Button>
          {mayDisable && (
            <Button color="red" variant="light" onClick={() => disable.mutate()} loading={disable.isPending}>
              {t('account.mfa.turnOff')}
            </Button>
          )}
        </Group>
      )}

      {secret.data && (
        <form onSubmit={submitCode} noValidate aria-label={t('account.mfa.enrolTitle')}>
          <Stack gap="md">
            <Text>{t('account.mfa.scan')}</Text>
            <QRCodeSVG value={secret.data.otpauthUri} size={180} title={t('account.mfa.qrTitle')} marginSize={2} />
            <Text size="sm">
              {t('account.mfa.manual')}{' '}
              <Code data-testid="mfa-secret" style={{ overflowWrap: 'anywhere' }}>
                {secret.data.secretCode}
              </Code>
            </Text>
            <FormErrorAlert
              title={t('account.mfa.errorTitle')}
              message={verify.isError ? errorMessageOf(verify.error) : null}
            />
            <TextInput
              label={t('login.mfaCodeLabel')}
              name="mfa-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={MFA_CODE_LENGTH}
              required
              {...code}
              aria-invalid={code.error ? true : undefined}
              maw={240}
            />
            <Group>
              <Button type="submit" loading={verify.isPending}>
                {t('account.mfa.confirm')}
              </Button>
              <Button variant="default" onClick={() => secret.reset()}>
                {t('account.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormSection>
  );
}
