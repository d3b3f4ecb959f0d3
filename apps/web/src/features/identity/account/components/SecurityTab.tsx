import { Divider, Stack } from '@mantine/core';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSection } from './TwoFactorSection';

/** Security: password change and two-factor authentication. */
export function SecurityTab({ userId }: { userId: string }) {
  return (
    <Stack gap="xl">
      <TwoFactorSection userId={userId} />
      <Divider />
      <ChangePasswordForm />
    </Stack>
  );
}
