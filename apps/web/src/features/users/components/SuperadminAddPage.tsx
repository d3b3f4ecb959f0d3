import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPERADMIN_TOASTS, emailSchema } from '@campus/contracts';
import { PATHS } from '../../../app/router/paths';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { toast } from '../../../ui/toast';
import { createSuperadmin, type NewSuperadmin } from '../api/superadminsApi';

type Errors = Partial<Record<keyof NewSuperadmin, string>>;

/** /users/superadmins/add (03 §2): a new platform superadmin, or the role for someone who has an account. */
export function SuperadminAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [person, setPerson] = useState<NewSuperadmin>({ firstName: '', lastName: '', emailAddress: '' });
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation({
    mutationFn: createSuperadmin,
    meta: { handlesErrors: true },
    onSuccess: async ({ existing }) => {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      toast.success(existing ? SUPERADMIN_TOASTS.granted : SUPERADMIN_TOASTS.added);
      await navigate(PATHS.usersList);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!person.firstName.trim()) next.firstName = t('signUp.firstNameRequired');
    if (!person.lastName.trim()) next.lastName = t('signUp.lastNameRequired');
    const email = emailSchema.safeParse(person.emailAddress);
    if (!email.success) next.emailAddress = email.error.issues[0]?.message;
    setErrors(next);
    if (Object.keys(next).length === 0 && email.success) {
      create.mutate({ firstName: person.firstName.trim(), lastName: person.lastName.trim(), emailAddress: email.data });
    }
  };

  const field = (name: keyof NewSuperadmin, autoComplete: string) => (
    <TextInput
      label={t(`superadmins.${name}`)}
      name={name}
      type={name === 'emailAddress' ? 'email' : 'text'}
      autoComplete={autoComplete}
      required
      value={person[name]}
      onChange={(event) => setPerson({ ...person, [name]: event.currentTarget.value })}
      error={errors[name]}
      aria-invalid={errors[name] ? true : undefined}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="superadmin-add-heading">
      <Stack gap="md" maw={480}>
        <Title order={1} id="superadmin-add-heading">
          {t('superadmins.title')}
        </Title>
        <Text size="sm">{t('superadmins.intro')}</Text>
        <FormErrorAlert
          title={t('superadmins.errorTitle')}
          message={create.isError ? errorMessageOf(create.error) : null}
        />
        {field('firstName', 'off')}
        {field('lastName', 'off')}
        {field('emailAddress', 'off')}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('superadmins.submit')}
          </Button>
          <Anchor component={Link} to={PATHS.usersList}>
            {t('account.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
