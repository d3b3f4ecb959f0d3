import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SELF_REGISTRATION_ERRORS,
  emailSchema,
  newPasswordPairErrors,
  type CustomFieldValue,
  type KeyDetails,
} from '@campus/contracts';
import { PATHS, completeRegistrationPath } from '../../../app/router/paths';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { AuthCard } from '../../../ui/AuthCard';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../ui/forms/NewPasswordFields';
import { PageLoader } from '../../../ui/PageLoader';
import { fetchKeyDetails, registerUser } from '../api/selfRegistrationApi';
import { CustomFieldInputs } from '../../custom-fields/components/CustomFieldInputs';
import { customFieldErrors, filledInValues } from '../../custom-fields/customFieldErrors';

/** /auth/self-registration/:key — join a workspace with a key the administrator handed out (01 §2, §4). */
export function SelfRegistrationPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const details = useQuery({
    queryKey: ['self-registration-key', key],
    queryFn: ({ signal }) => fetchKeyDetails(key, signal),
    retry: false,
    meta: { handlesErrors: true },
  });
  if (details.isPending) return <PageLoader />;
  if (details.isError || !details.data.isValid || !details.data.workspace) {
    return (
      <AuthCard title={t('selfRegistration.title')}>
        <Alert color="red" variant="light" role="alert">
          {details.isError ? errorMessageOf(details.error) : SELF_REGISTRATION_ERRORS.keyNotValid.message}
        </Alert>
        <Anchor component={Link} to={PATHS.authLogin}>
          {t('invitations.goToSignIn')}
        </Anchor>
      </AuthCard>
    );
  }
  return <RegistrationForm registrationKey={key} details={details.data} />;
}

type Field = 'firstName' | 'lastName' | 'emailAddress' | 'newPassword' | 'newPasswordConfirm';

function RegistrationForm({ registrationKey, details }: { registrationKey: string; details: KeyDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [person, setPerson] = useState({ firstName: '', lastName: '', emailAddress: '' });
  const [pair, setPair] = useState({ newPassword: '', newPasswordConfirm: '' });
  const [orgUnit, setOrgUnit] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const [customValues, setCustomValues] = useState<Record<string, CustomFieldValue>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const register = useMutation({
    mutationFn: registerUser,
    meta: { handlesErrors: true },
    onSuccess: ({ id }, input) => navigate(completeRegistrationPath(id, input.emailAddress), { replace: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = { ...newPasswordPairErrors(pair) };
    if (!person.firstName.trim()) next.firstName = t('signUp.firstNameRequired');
    if (!person.lastName.trim()) next.lastName = t('signUp.lastNameRequired');
    const email = emailSchema.safeParse(person.emailAddress);
    if (!email.success) next.emailAddress = email.error.issues[0]?.message ?? t('login.emailRequired');
    const nextFieldErrors = customFieldErrors(t, details.customFields, customValues);
    setErrors(next);
    setFieldErrors(nextFieldErrors);
    if (Object.keys(next).length > 0 || Object.keys(nextFieldErrors).length > 0) return;
    register.mutate({
      key: registrationKey,
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      emailAddress: person.emailAddress.trim(),
      password: pair.newPassword,
      orgUnit: orgUnit || null,
      groups,
      customFields: filledInValues(customValues),
    });
  };

  const text = (field: 'firstName' | 'lastName' | 'emailAddress', autoComplete: string) => (
    <TextInput
      label={t(`selfRegistration.${field}`)}
      name={autoComplete}
      autoComplete={autoComplete}
      type={field === 'emailAddress' ? 'email' : 'text'}
      required
      value={person[field]}
      onChange={(event) => setPerson({ ...person, [field]: event.currentTarget.value })}
      error={errors[field]}
      aria-invalid={errors[field] ? true : undefined}
    />
  );

  return (
    <AuthCard title={t('selfRegistration.joinTitle', { workspace: details.workspace?.name ?? '' })} width={560}>
      <form onSubmit={submit} noValidate aria-label={t('selfRegistration.formLabel')}>
        <Stack gap="md">
          <Text>{t('selfRegistration.intro')}</Text>
          <FormErrorAlert
            title={t('selfRegistration.errorTitle')}
            message={register.isError ? errorMessageOf(register.error) : null}
          />
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
          {text('emailAddress', 'email')}
          {details.orgUnits.length > 0 && (
            <NativeSelect
              label={t('selfRegistration.orgUnit')}
              data={[{ value: '', label: t('selfRegistration.choose') }, ...toOptions(details.orgUnits)]}
              value={orgUnit}
              onChange={(event) => setOrgUnit(event.currentTarget.value)}
            />
          )}
          {details.groups.length > 0 && (
            <Checkbox.Group label={t('selfRegistration.groups')} value={groups} onChange={setGroups}>
              <Stack gap={6} mt={6}>
                {details.groups.map((group) => (
                  <Checkbox key={group.id} value={group.id} label={group.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <CustomFieldInputs
            fields={details.customFields}
            values={customValues}
            errors={fieldErrors}
            onChange={(id, value) => setCustomValues((current) => ({ ...current, [id]: value }))}
          />
          <NewPasswordFields {...pair} errors={errors} onChange={setPair} />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('selfRegistration.submit')}
          </Button>
          <Anchor component={Link} to={PATHS.authLogin} ta="center">
            {t('selfRegistration.haveAccount')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

const toOptions = (entries: { id: string; name: string }[]) =>
  entries.map((entry) => ({ value: entry.id, label: entry.name }));

export default SelfRegistrationPage;
