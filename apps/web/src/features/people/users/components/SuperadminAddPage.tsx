import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { FormSection } from '../../../../ui/layout/FormSection';
import { IconUserShield } from '../../../../ui/icons';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPERADMIN_TOASTS, registerUserRequestSchema } from '@campus/contracts';
import { PATHS } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { toast } from '../../../../ui/toast';
import { createSuperadmin, type NewSuperadmin } from '../api/superadminsApi';

// The register call's own rules; its id comes from the pre-registration made on submit.
const superadminFormSchema = registerUserRequestSchema.omit({ id: true });

/** /users/superadmins/add (03 §2): a new platform superadmin, or the role for someone who has an account. */
export function SuperadminAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<NewSuperadmin>({
    initialValues: { firstName: '', lastName: '', emailAddress: '' },
    validate: formResolver(superadminFormSchema),
  });
  const create = useMutation({
    mutationFn: createSuperadmin,
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async ({ existing }) => {
      await invalidateDomain(queryClient, 'people');
      toast.success(existing ? SUPERADMIN_TOASTS.granted : SUPERADMIN_TOASTS.added);
      await navigate(PATHS.usersList);
    },
  });

  const submit = form.onSubmit((values) => create.mutate(superadminFormSchema.parse(values)));

  const field = (name: keyof NewSuperadmin, autoComplete: string) => {
    const input = form.getInputProps(name);
    return (
      <TextInput
        label={t(`superadmins.${name}`)}
        name={name}
        type={name === 'emailAddress' ? 'email' : 'text'}
        autoComplete={autoComplete}
        required
        {...input}
        aria-invalid={input.error ? true : undefined}
      />
    );
  };

  return (
    <PageLayout title={t('superadmins.title')} titleId="superadmin-add-heading" width="form">
      <FormSection
        title={t('superadmins.details')}
        description={t('superadmins.intro')}
        titleId="superadmin-details-heading"
      >
        <form onSubmit={submit} noValidate aria-labelledby="superadmin-add-heading">
          <Stack gap="md">
            <FormErrorAlert
              title={t('superadmins.errorTitle')}
              message={create.isError ? errorMessageOf(create.error) : null}
            />
            {field('firstName', 'off')}
            {field('lastName', 'off')}
            {field('emailAddress', 'off')}
            <Group>
              <Button
                type="submit"
                loading={create.isPending}
                leftSection={<IconUserShield size={16} stroke={1.8} aria-hidden />}
              >
                {t('superadmins.submit')}
              </Button>
              <Anchor component={Link} to={PATHS.usersList}>
                {t('account.cancel')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </FormSection>
    </PageLayout>
  );
}
