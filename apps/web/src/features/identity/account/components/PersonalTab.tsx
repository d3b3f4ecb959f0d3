import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { FormSection } from '../../../../ui/layout/FormSection';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateNameRequestSchema, type IdentityUser } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { toast } from '../../../../ui/toast';
import { identityUserQuery, refreshIdentityUser, updateName } from '../api/accountApi';
import { useSession } from '../../../../lib/session/useSession';
import { EmailChangeSection } from './EmailChangeSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { EmptyFieldsNotice } from '../../../people/custom-fields/components/EmptyFieldsNotice';
import { ProfileFieldsSection } from '../../../people/custom-fields/components/ProfileFieldsSection';

/** Personal details: names (update-name-attributes), the email address, and the workspace's profile fields. */
export function PersonalTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const user = useQuery(identityUserQuery(userId));
  const { workspace } = useSession();
  if (user.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (user.isError) return <FormErrorAlert title={t('toast.errorTitle')} message={errorMessageOf(user.error)} />;
  return (
    <Stack gap="xl">
      <EmptyFieldsNotice />
      <PersonalForm user={user.data} />
      <EmailChangeSection userId={userId} email={user.data.email} />
      {/* Profile fields belong to a workspace: shown once one is chosen. */}
      {workspace?.workspaceId && (
        <ProfileFieldsSection
          userId={userId}
          workspaceId={workspace.workspaceId}
          workspaceName={workspace.workspace ?? ''}
        />
      )}
      {/* The calendar of booked and trained sessions: per workspace, with the events service. */}
      {workspace?.workspaceId && workspace.customerServices.includes('EBS') && (
        <CalendarFeedSection workspaceId={workspace.workspaceId} />
      )}
    </Stack>
  );
}

function PersonalForm({ user }: { user: IdentityUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { userId } = user;
  const form = useForm({
    initialValues: { userId, name: user.firstName, familyName: user.lastName },
    validate: formResolver(updateNameRequestSchema),
  });

  const save = useMutation({
    mutationFn: updateName,
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async () => {
      await refreshIdentityUser(queryClient, userId);
      toast.success({ title: t('account.personal.savedTitle'), message: t('account.personal.savedMessage') });
    },
  });

  const submit = form.onSubmit((values) => save.mutate(updateNameRequestSchema.parse(values)));
  const name = form.getInputProps('name');
  const familyName = form.getInputProps('familyName');

  return (
    <FormSection
      title={t('account.personal.title')}
      description={t('account.personal.description')}
      titleId="personal-details-heading"
    >
      <form onSubmit={submit} noValidate aria-labelledby="personal-details-heading">
        <Stack gap="md">
          <FormErrorAlert
            title={t('account.personal.errorTitle')}
            message={save.isError ? errorMessageOf(save.error) : null}
          />
          <TextInput
            label={t('account.personal.firstName')}
            name="given-name"
            autoComplete="given-name"
            required
            {...name}
            aria-invalid={name.error ? true : undefined}
          />
          <TextInput
            label={t('account.personal.lastName')}
            name="family-name"
            autoComplete="family-name"
            required
            {...familyName}
            aria-invalid={familyName.error ? true : undefined}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
