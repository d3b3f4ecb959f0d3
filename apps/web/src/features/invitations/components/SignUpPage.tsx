import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGES, newPasswordPairErrors, type Invitation } from '@campus/contracts';
import { PATHS, type InvitationLink } from '../../../app/router/paths';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { AuthCard } from '../../../ui/AuthCard';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../ui/forms/NewPasswordFields';
import { PageLoader } from '../../../ui/PageLoader';
import { toast } from '../../../ui/toast';
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

type Field = 'firstName' | 'lastName' | 'newPassword' | 'newPasswordConfirm';

function SignUpForm({ invitation, link }: { invitation: Invitation; link: InvitationLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState(invitation.user.firstName);
  const [lastName, setLastName] = useState(invitation.user.lastName);
  const [pair, setPair] = useState({ newPassword: '', newPasswordConfirm: '' });
  const [marketingAgree, setMarketingAgree] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const email = invitation.user.emailAddress;

  const create = useMutation({
    mutationFn: signUp,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.success({ title: t('signUp.doneTitle'), message: t('signUp.doneMessage') });
      await navigate(`${PATHS.authLogin}?email=${encodeURIComponent(email)}`, { replace: true });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = { ...newPasswordPairErrors(pair) };
    if (!firstName.trim()) next.firstName = t('signUp.firstNameRequired');
    if (!lastName.trim()) next.lastName = t('signUp.lastNameRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate({
      invitationId: invitation.id,
      invitationSecret: link.secret,
      password: pair.newPassword,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      marketingAgree,
    });
  };

  return (
    <AuthCard title={t('signUp.title', { workspace: invitation.workspace.name })}>
      <form onSubmit={submit} noValidate aria-label={t('signUp.formLabel')}>
        <Text mb="md">{t('signUp.intro')}</Text>
        <FormErrorAlert
          title={INVITATION_MESSAGES.signUpErrorsTitle}
          message={create.isError ? errorMessageOf(create.error) : null}
        />
        <TextInput label={t('signUp.email')} value={email} readOnly name="username" autoComplete="username" mb="md" />
        <TextInput
          label={t('signUp.firstName')}
          name="given-name"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          error={errors.firstName}
          aria-invalid={errors.firstName ? true : undefined}
          mb="md"
        />
        <TextInput
          label={t('signUp.lastName')}
          name="family-name"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          error={errors.lastName}
          aria-invalid={errors.lastName ? true : undefined}
          mb="md"
        />
        <NewPasswordFields {...pair} errors={errors} onChange={setPair} />
        <Checkbox
          mt="md"
          label={t('signUp.marketing')}
          checked={marketingAgree}
          onChange={(event) => setMarketingAgree(event.currentTarget.checked)}
        />
        <Button type="submit" fullWidth mt="lg" loading={create.isPending}>
          {t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export default SignUpPage;
