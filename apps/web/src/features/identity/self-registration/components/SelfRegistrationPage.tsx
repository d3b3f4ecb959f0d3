import { Alert, Anchor, Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  SELF_REGISTRATION_ERRORS,
  newPasswordPairShape,
  requiredEmailSchema,
  v,
  withMatchingPasswords,
  type CustomFieldValue,
  type KeyDetails,
} from '@campus/contracts';
import { PATHS, completeRegistrationPath } from '../../../../lib/navigation/paths';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { useBusyRetry } from '../../../../lib/api/useBusyRetry';
import { applyServerErrors } from '../../../../lib/forms/applyServerErrors';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { AuthCard } from '../../../../ui/AuthCard';
import { BusyCountdown } from '../../../../ui/BusyCountdown';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { NewPasswordFields } from '../../../../ui/forms/NewPasswordFields';
import { PageLoader } from '../../../../ui/PageLoader';
import { keyDetailsQuery, registerUser } from '../api/selfRegistrationApi';
import { CustomFieldInputs } from '../../../people/custom-fields/components/CustomFieldInputs';
import {
  customFieldFormErrors,
  customFieldInputProps,
  filledInValues,
} from '../../../people/custom-fields/customFieldErrors';

/** /auth/self-registration/:key — join a workspace with a key the administrator handed out (01 §2, §4). */
export function SelfRegistrationPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const details = useQuery({
    ...keyDetailsQuery(key),
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

// The person's own fields; the org unit and groups are choices from lists, the custom fields are checked apart.
const registrationFormSchema = withMatchingPasswords(
  z.object({
    firstName: z.string().trim().min(1, v('ownFirstNameRequired')),
    lastName: z.string().trim().min(1, v('ownLastNameRequired')),
    emailAddress: requiredEmailSchema,
    ...newPasswordPairShape,
  }),
);
const validatePerson = formResolver(registrationFormSchema);

function RegistrationForm({ registrationKey, details }: { registrationKey: string; details: KeyDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      newPassword: '',
      newPasswordConfirm: '',
      orgUnit: '',
      groups: [] as string[],
      customFields: {} as Record<string, CustomFieldValue>,
    },
    validate: (values) => ({
      ...validatePerson(values),
      ...customFieldFormErrors(t, details.customFields, values.customFields),
    }),
  });

  // The password is hashed, so a busy server is waited for (decision 0042).
  const busy = useBusyRetry();
  const register = useMutation({
    mutationFn: (input: Parameters<typeof registerUser>[0]) => busy.run(() => registerUser(input)),
    meta: { handlesErrors: true },
    onError: (error) => applyServerErrors(form, error, { password: 'newPassword' }),
    onSuccess: ({ id }, input) => navigate(completeRegistrationPath(id, input.emailAddress), { replace: true }),
  });

  const submit = form.onSubmit((values) => {
    const person = registrationFormSchema.parse(values);
    register.mutate({
      key: registrationKey,
      firstName: person.firstName,
      lastName: person.lastName,
      emailAddress: person.emailAddress,
      password: person.newPassword,
      orgUnit: values.orgUnit || null,
      groups: values.groups,
      customFields: filledInValues(values.customFields),
    });
  });

  const text = (field: 'firstName' | 'lastName' | 'emailAddress', autoComplete: string) => {
    const input = form.getInputProps(field);
    return (
      <TextInput
        label={t(`selfRegistration.${field}`)}
        name={autoComplete}
        autoComplete={autoComplete}
        type={field === 'emailAddress' ? 'email' : 'text'}
        required
        {...input}
        aria-invalid={input.error ? true : undefined}
      />
    );
  };

  return (
    <AuthCard title={t('selfRegistration.joinTitle', { workspace: details.workspace?.name ?? '' })} width={560}>
      <form onSubmit={submit} noValidate aria-label={t('selfRegistration.formLabel')}>
        <Stack gap="md">
          <Text>{t('selfRegistration.intro')}</Text>
          <FormErrorAlert
            title={t('selfRegistration.errorTitle')}
            message={register.isError ? errorMessageOf(register.error) : null}
          />
          <BusyCountdown secondsLeft={busy.secondsLeft} />
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
          {text('emailAddress', 'email')}
          {details.orgUnits.length > 0 && (
            <NativeSelect
              label={t('selfRegistration.orgUnit')}
              data={[{ value: '', label: t('selfRegistration.choose') }, ...toOptions(details.orgUnits)]}
              {...form.getInputProps('orgUnit')}
            />
          )}
          {details.groups.length > 0 && (
            <Checkbox.Group label={t('selfRegistration.groups')} {...form.getInputProps('groups')}>
              <Stack gap={6} mt={6}>
                {details.groups.map((group) => (
                  <Checkbox key={group.id} value={group.id} label={group.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <CustomFieldInputs fields={details.customFields} {...customFieldInputProps(form)} />
          <NewPasswordFields getInputProps={form.getInputProps} />
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
