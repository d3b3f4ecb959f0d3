import { useState, type ReactNode } from 'react';
import { Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListedUser } from '@campus/contracts';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { customerRoleLabel, roleLabel } from '../../../../ui/labels';

interface PersonDetailsProps {
  /** The person whose details are open, or null. */
  person: ListedUser | null;
  onClose: () => void;
}

/**
 * One person of the user list, opened from their name: status, email address, customer roles and
 * every profile with its roles and status. A drawer until the person's own screens
 * (/users/users/:userId/edit, 03 §2) are built; see docs/architecture.md, "user list".
 */
export function PersonDetails({ person, onClose }: PersonDetailsProps) {
  const { t } = useTranslation();
  // The last person shown stays while the drawer slides away, so it does not blank out.
  const [last, setLast] = useState(person);
  if (person && person !== last) setLast(person);
  const shown = person ?? last;
  const name = shown ? `${shown.firstName} ${shown.lastName}` : '';
  return (
    // Composed by hand: the stock drawer header is a <header>, a second banner landmark (axe).
    <Drawer.Root opened={person !== null} onClose={onClose} position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Body pt="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
            <Drawer.Title fw={700} fz="lg">
              {name}
            </Drawer.Title>
            <Drawer.CloseButton aria-label={t('users.closeDetails')} />
          </Group>
          {shown && (
            <Stack gap="lg">
              <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
                <Detail term={t('users.email')}>
                  <EmailAddress address={shown.emailAddress} />
                </Detail>
                <Detail term={t('users.status')}>{t(`users.statuses.${shown.status}`)}</Detail>
                {shown.isSuperadmin && <Detail term={t('users.platformRole')}>{roleLabel('superadmin')}</Detail>}
              </dl>
              <Stack gap="xs">
                <Title order={3} size="h5" id="person-customer-roles">
                  {t('users.customerRoles')}
                </Title>
                {shown.customerRoles.length === 0 ? (
                  <Text size="sm">{t('users.noCustomerRoles')}</Text>
                ) : (
                  <ul aria-labelledby="person-customer-roles" style={{ margin: 0, paddingLeft: '1.25rem' }}>
                    {shown.customerRoles.map((entry) => (
                      <Text component="li" size="sm" key={`${entry.customerId}-${entry.role}`}>
                        {t('users.roleIn', { roles: customerRoleLabel(entry.role), place: entry.customerName })}
                      </Text>
                    ))}
                  </ul>
                )}
              </Stack>
              <Stack gap="xs">
                <Title order={3} size="h5" id="person-profiles">
                  {t('users.profiles')}
                </Title>
                {shown.profiles.length === 0 ? (
                  <Text size="sm">{t('users.noProfiles')}</Text>
                ) : (
                  <ul aria-labelledby="person-profiles" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                    {shown.profiles.map((profile) => (
                      <li key={profile.id} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
                        <Group gap="xs">
                          <Text size="sm" fw={600}>
                            {profile.workspaceName}
                          </Text>
                          <Badge
                            size="sm"
                            variant="light"
                            color={profile.status === 'active' ? 'teal' : 'gray'}
                            tt="none"
                          >
                            {t(`users.profileStatuses.${profile.status}`)}
                          </Badge>
                        </Group>
                        <Text size="sm">{profile.roles.map(roleLabel).join(', ')}</Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
              <Text size="xs" c="dimmed">
                {t('users.detailsNote')}
              </Text>
            </Stack>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
