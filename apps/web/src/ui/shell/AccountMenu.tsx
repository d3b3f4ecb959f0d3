import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
  onLogOut: () => void;
  onBackToAdmin: () => void;
}

/**
 * The account menu (01 §2 application shell): the initials thumbnail (and the original user's
 * while impersonating), then name and email, My account, Back to admin and Log out.
 */
export function AccountMenu({ user, originUser, accountPath, onLogOut, onBackToAdmin }: AccountMenuProps) {
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
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={accountPath}>
          {t('account.myAccount')}
        </Menu.Item>
        {originUser && <Menu.Item onClick={onBackToAdmin}>{t('shell.backToAdmin')}</Menu.Item>}
        <Menu.Item onClick={onLogOut}>{t('session.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
