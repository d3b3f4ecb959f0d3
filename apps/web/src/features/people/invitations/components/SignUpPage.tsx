import { Button, Checkbox, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  INVITATION_MESSAGES,
  newPasswordPairShape,
  v,
  withMatchingPasswords,
  type Invitation,
} from '@campus/contracts';
import { PATHS, type InvitationLink } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useBusyRetry } from '../../../../lib/api/useBusyRetry';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { AuthCard } from '../../../../ui/AuthCard';
import { BusyCountdown } from '../../../../ui/BusyCountdown';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../../ui/forms/NewPasswordFields';
import { PageLoader } from '../../../../ui/PageLoader';
import { toast } from '../../../../ui/toast';
import { signUp } from '../api/invitationsApi';
import { useInvitationFromQuery } from './useInvitationFromQuery';

/** /auth/sign-up?invitation=ID&secret=S: only with a pending invitation, else to login (01 §2, §4). */
export function SignUpPage() {
  const invitation = useInvitationFromQuery();
  if (!invitation.valid || invitation.isError) return <Navigate to={PATHS.authLogin} replace />;
  if (!invitation.data) return <PageLoader />;
  if (invitation.data.status !== 'sent' || invitation.data.hasAccount) return <Navigate to={PATHS.authLogin} replace />;
  return <SignUpForm invitation={invitation.data} link={invitation.link} />;
}

const signUpFormSchema = withMatchingPasswords(
  z.object({
    firstName: z.string().trim().min(1, v('ownFirstNameRequired')),
    lastName: z.string().trim().min(1, v('ownLastNameRequired')),
    ...newPasswordPairShape,
    marketingAgree: z.boolean(),
  }),
);

function SignUpForm({ invitation, link }: { invitation: Invitation; link: InvitationLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: {
      firstName: invitation.user.firstName,
      lastName: invitation.user.lastName,
      newPassword: '',
      newPasswordConfirm: '',
      marketingAgree: false,
    },
    validate: formResolver(signUpFormSchema),
  });
  const email = invitation.user.emailAddress;

  // The password is hashed, so a busy server is waited for (decision 0042).
  const busy = useBusyRetry();
  const create = useMutation({
    mutationFn: (input: Parameters<typeof signUp>[0]) => busy.run(() => signUp(input)),
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error, { password: 'newPassword' }),
    onSuccess: async () => {
      toast.success({ title: t('signUp.doneTitle'), message: t('signUp.doneMessage') });
      await navigate(`${PATHS.authLogin}?email=${encodeURIComponent(email)}`, { replace: true });
    },
  });

  const submit = form.onSubmit((values) => {
    const { firstName, lastName, newPassword, marketingAgree } = signUpFormSchema.parse(values);
    create.mutate({
      invitationId: invitation.id,
      invitationSecret: link.secret,
      password: newPassword,
      firstName,
      lastName,
      marketingAgree,
    });
  });
  const firstName = form.getInputProps('firstName');
  const lastName = form.getInputProps('lastName');

  return (
    <AuthCard title={t('signUp.title', { workspace: invitation.workspace.name })}>
      <form onSubmit={submit} noValidate aria-label={t('signUp.formLabel')}>
        <Text mb="md">{t('signUp.intro')}</Text>
        <FormErrorAlert
          title={INVITATION_MESSAGES.signUpErrorsTitle}
          message={create.isError ? errorMessageOf(create.error) : null}
        />
        <BusyCountdown secondsLeft={busy.secondsLeft} />
        <TextInput label={t('signUp.email')} value={email} readOnly name="username" autoComplete="username" mb="md" />
        <TextInput
          label={t('signUp.firstName')}
          name="given-name"
          autoComplete="given-name"
          required
          {...firstName}
          aria-invalid={firstName.error ? true : undefined}
          mb="md"
        />
        <TextInput
          label={t('signUp.lastName')}
          name="family-name"
          autoComplete="family-name"
          required
          {...lastName}
          aria-invalid={lastName.error ? true : undefined}
          mb="md"
        />
        <NewPasswordFields getInputProps={form.getInputProps} />
        <Checkbox
          mt="md"
          label={t('signUp.marketing')}
          {...form.getInputProps('marketingAgree', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth mt="lg" loading={create.isPending}>
          {t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export default SignUpPage;
