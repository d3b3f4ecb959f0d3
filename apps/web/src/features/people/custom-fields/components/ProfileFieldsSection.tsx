import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { FormSection } from '../../../../ui/layout/FormSection';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition, CustomFieldValue } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { toast } from '../../../../ui/toast';
import { customFieldsQuery, myCustomFieldValuesQuery, saveMyCustomFields } from '../api/customFieldsApi';
import { customFieldFormErrors, customFieldInputProps, filledInValues } from '../customFieldErrors';
import { CustomFieldInputs } from './CustomFieldInputs';

/** The section's element id: the empty-fields notice leads here. */
export const PROFILE_FIELDS_ID = 'profile-fields';

interface ProfileFieldsSectionProps {
  userId: string;
  workspaceId: string;
  workspaceName: string;
}

/**
 * The workspace's custom profile fields on the personal tab (03 §3): where the "Empty user fields"
 * gate sends people, so required ones can be filled in and saved (PATCH /v2/users).
 */
export function ProfileFieldsSection(props: ProfileFieldsSectionProps) {
  return (
    <div id={PROFILE_FIELDS_ID}>
      <ProfileFieldsContent {...props} />
    </div>
  );
}

function ProfileFieldsContent({ userId, workspaceId, workspaceName }: ProfileFieldsSectionProps) {
  const { t } = useTranslation();
  const definitions = useQuery({
    ...customFieldsQuery(workspaceId),
    meta: { handlesErrors: true },
  });
  const mine = useQuery({
    ...myCustomFieldValuesQuery(workspaceId),
    meta: { handlesErrors: true },
  });

  if (definitions.isPending || mine.isPending) {
    return (
      <FormSection title={t('customFields.title')} titleId="profile-fields-heading">
        <Loader role="status" aria-label={t('app.loading')} />
      </FormSection>
    );
  }
  if (definitions.isError || mine.isError) {
    return (
      <FormSection title={t('customFields.title')} titleId="profile-fields-heading">
        <FormErrorAlert title={t('toast.errorTitle')} message={errorMessageOf(definitions.error ?? mine.error)} />
      </FormSection>
    );
  }
  if (definitions.data.data.length === 0) {
    return (
      <FormSection title={t('customFields.title')} titleId="profile-fields-heading">
        <Text c="dimmed">{t('customFields.none')}</Text>
      </FormSection>
    );
  }
  return (
    <ProfileFieldsForm
      userId={userId}
      workspaceId={workspaceId}
      workspaceName={workspaceName}
      fields={definitions.data.data}
      saved={mine.data.values}
    />
  );
}

interface ProfileFieldsFormProps extends ProfileFieldsSectionProps {
  fields: CustomFieldDefinition[];
  saved: Record<string, CustomFieldValue>;
}

function ProfileFieldsForm({ userId, workspaceId, workspaceName, fields, saved }: ProfileFieldsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { customFields: saved },
    validate: (values) => customFieldFormErrors(t, fields, values.customFields),
  });

  const save = useMutation({
    mutationFn: saveMyCustomFields,
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async () => {
      await invalidateDomain(queryClient, 'people');
      toast.success({ title: t('customFields.savedTitle'), message: t('customFields.savedMessage') });
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate({ userId, workspaceId, customFields: filledInValues(values.customFields) }),
  );

  return (
    <FormSection
      title={t('customFields.title')}
      description={t('customFields.intro', { workspace: workspaceName })}
      titleId="profile-fields-heading"
    >
      <form onSubmit={submit} noValidate aria-labelledby="profile-fields-heading">
        <Stack gap="md">
          <FormErrorAlert
            title={t('customFields.errorTitle')}
            message={save.isError ? errorMessageOf(save.error) : null}
          />
          <CustomFieldInputs fields={fields} {...customFieldInputProps(form)} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('customFields.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
