import { Avatar, Badge, Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const initials = (person: Person) => `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

interface Person {
  firstName: string;
  lastName: string;
}

interface AccountMenuProps {
  user: Person & { emailAddress: string };
  /** The original user while impersonating: a second badge with their initials (01 §2). */
  originUser: Person | null;
  accountPath: string;
  /** Role names to show as badges (profile roles, customer roles, superadmin). */
  roleLabels: readonly string[];
  /** The current workspace's name; null on a platform (customer-role or superadmin) token. */
  workspaceName: string | null;
  onChangeWorkspace: () => void;
  onLogOut: () => void;
  onBackToAdmin: () => void;
}

/**
 * The account menu (01 §2 application shell): the initials thumbnail (and the original user's
 * while impersonating), then name, email and role badges, My profile, the current workspace (or
 * the customer-role area) with Change or Choose (disabled while impersonating), Back to admin and
 * Log out.
 */
export function AccountMenu({
  user,
  originUser,
  accountPath,
  roleLabels,
  workspaceName,
  onChangeWorkspace,
  onLogOut,
  onBackToAdmin,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const label = originUser
    ? t('shell.accountMenuImpersonating', { name: fullName(user), origin: fullName(originUser) })
    : t('shell.accountMenu', { name: fullName(user) });

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton>
          <VisuallyHidden>{label}</VisuallyHidden>
          {/* The initials are a picture of the name; the hidden text is what the button says. */}
          <Avatar.Group spacing="xs" aria-hidden>
            <Avatar color="brand" radius="xl" variant="filled">
              {initials(user)}
            </Avatar>
            {originUser && (
              <Avatar color="orange" radius="xl" variant="filled" data-testid="origin-user-badge">
                {initials(originUser)}
              </Avatar>
            )}
          </Avatar.Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {fullName(user)}
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {user.emailAddress}
          </Text>
          {originUser && <Text size="xs">{t('shell.impersonatedBy', { name: fullName(originUser) })}</Text>}
          {roleLabels.length > 0 && (
            <Group gap={4} mt={6} component="ul" aria-label={t('home.roles')} style={{ listStyle: 'none', padding: 0 }}>
              {roleLabels.map((role) => (
                <li key={role}>
                  <Badge size="sm" variant="light" tt="none">
                    {role}
                  </Badge>
                </li>
              ))}
            </Group>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={accountPath}>
          {t('shell.myProfile')}
        </Menu.Item>
        <Menu.Divider />
        <Group justify="space-between" wrap="nowrap" px="sm" py={6} gap="xs">
          <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {workspaceName ?? t('shell.customerArea')}
          </Text>
          <Button size="compact-xs" variant="default" onClick={onChangeWorkspace} disabled={originUser !== null}>
            {workspaceName ? t('shell.changeWorkspace') : t('shell.chooseWorkspace')}
          </Button>
        </Group>
        <Menu.Divider />
        {originUser && <Menu.Item onClick={onBackToAdmin}>{t('shell.backToAdmin')}</Menu.Item>}
        <Menu.Item onClick={onLogOut}>{t('session.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
