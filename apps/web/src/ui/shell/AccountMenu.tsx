import { forwardRef, useState } from 'react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
  createPolymorphicComponent,
  type ButtonProps,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  IconArrowBackUp,
  IconExternalLink,
  IconInbox,
  IconLayoutGrid,
  IconLifebuoy,
  IconLogout,
  IconUserCircle,
} from '../icons';
import classes from './AccountMenu.module.css';
import { EmailAddress } from '../EmailAddress';
import { TOAST_Z_INDEX } from '../ToastStack';

/**
 * Two initials, wide ones too ('MW'), sit inside the circle with room at the sides: Mantine's
 * size / 2.5 made them touch or cross its edge (issue 12, defect 7).
 */
const INITIALS_STYLES = { placeholder: { fontSize: 'calc(var(--avatar-size) / 3.2)', fontWeight: 700 } };

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
  /** The old system's address on an old-system session: the back-to-old-system button. */
  oldSystemUrl?: string | null;
  /** The support guide (external); null hides the link. */
  supportGuideUrl?: string | null;
  /**
   * Unresolved enrolment requests, for LXAs and managers; null hides the item. A null count (not
   * known yet) shows the item without a number.
   */
  enrolmentRequests?: { count: number | null; path: string } | null;
}

/**
 * The account menu (01 §2 application shell): the initials thumbnail (and the original user's
 * while impersonating), then name, email and role badges, My profile, the current workspace (or
 * the customer-role area) with Change or Choose (disabled while impersonating), Enrolment requests
 * with their count (LXAs and managers), the support guide, Back to admin, back to the old system
 * (old-system sessions) and Log out.
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
  oldSystemUrl = null,
  supportGuideUrl = null,
  enrolmentRequests = null,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const person = originUser
    ? t('shell.accountMenuImpersonating', { name: fullName(user), origin: fullName(originUser) })
    : t('shell.accountMenu', { name: fullName(user) });
  const pending = enrolmentRequests?.count ?? 0;
  const label = pending > 0 ? `${person}, ${t('shell.pendingRequests', { count: pending })}` : person;

  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const act = (action: () => void) => () => {
    close();
    action();
  };

  // A popover, not an ARIA menu: it holds a name, badges and a workspace row as well as actions,
  // which a role=menu may not contain. Its links and buttons are reached with Tab; Escape closes it.
  return (
    <Popover
      position="bottom-end"
      width={280}
      withinPortal
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
      // Over any toast: a reminder showing must not stop the person reaching Log out.
      zIndex={TOAST_Z_INDEX + 1}
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          // Escape closes the menu from its button too: the menu takes focus a moment after it
          // opens (Mantine's focus trap), and an Escape pressed before that would be lost.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !opened) return;
            event.stopPropagation();
            close();
          }}
        >
          <VisuallyHidden>{label}</VisuallyHidden>
          {/* The initials are a picture of the name; the hidden text is what the button says. */}
          <Avatar.Group spacing="xs" aria-hidden>
            <Indicator
              label={pending > 99 ? '99+' : pending}
              disabled={pending === 0}
              size={18}
              color="red.9"
              offset={4}
              data-testid="enrolment-request-count"
            >
              <Avatar color="brand" radius="xl" variant="filled" styles={INITIALS_STYLES}>
                {initials(user)}
              </Avatar>
            </Indicator>
            {originUser && (
              <Avatar
                color="orange"
                radius="xl"
                variant="filled"
                data-testid="origin-user-badge"
                styles={INITIALS_STYLES}
              >
                {initials(originUser)}
              </Avatar>
            )}
          </Avatar.Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={person} p={0} className={classes.dropdown}>
        <Stack gap={0}>
          <Box px="md" py="sm">
            <Text size="sm" fw={600}>
              {fullName(user)}
            </Text>
            <Text size="xs">
              <EmailAddress address={user.emailAddress} size="xs" />
            </Text>
            {originUser && <Text size="xs">{t('shell.impersonatedBy', { name: fullName(originUser) })}</Text>}
            {roleLabels.length > 0 && (
              <Group gap={4} mt={8} component="ul" aria-label={t('home.roles')} className={classes.roles}>
                {roleLabels.map((role) => (
                  <li key={role}>
                    <Badge size="sm" variant="light" tt="none">
                      {role}
                    </Badge>
                  </li>
                ))}
              </Group>
            )}
          </Box>
          <Divider />
          <MenuRow component={Link} to={accountPath} onClick={close} leftSection={<IconUserCircle {...ICON} />}>
            {t('shell.myProfile')}
          </MenuRow>
          {enrolmentRequests && (
            <MenuRow
              component={Link}
              to={enrolmentRequests.path}
              onClick={close}
              leftSection={<IconInbox {...ICON} />}
              rightSection={
                enrolmentRequests.count !== null && (
                  <Badge size="sm" variant={pending > 0 ? 'filled' : 'light'} color={pending > 0 ? 'red.9' : 'gray'}>
                    <VisuallyHidden>{t('shell.pendingRequestsCount')} </VisuallyHidden>
                    {enrolmentRequests.count}
                  </Badge>
                )
              }
            >
              {t('shell.enrolmentRequests')}
            </MenuRow>
          )}
          {supportGuideUrl && (
            <MenuRow
              component="a"
              href={supportGuideUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              leftSection={<IconLifebuoy {...ICON} />}
              rightSection={<IconExternalLink {...ICON} size={14} />}
            >
              {t('shell.supportGuide')}
              <VisuallyHidden> {t('shell.opensInNewTab')}</VisuallyHidden>
            </MenuRow>
          )}
          <Divider />
          <Group justify="space-between" wrap="nowrap" px="md" py="xs" gap="xs">
            <Group gap={10} wrap="nowrap" miw={0}>
              <IconLayoutGrid {...ICON} className={classes.rowIcon} />
              <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                {workspaceName ?? t('shell.customerArea')}
              </Text>
            </Group>
            <Button
              size="compact-sm"
              variant="default"
              onClick={act(onChangeWorkspace)}
              disabled={originUser !== null}
              aria-label={workspaceName ? t('shell.changeWorkspaceLabel') : t('shell.chooseWorkspaceLabel')}
            >
              {workspaceName ? t('shell.changeWorkspace') : t('shell.chooseWorkspace')}
            </Button>
          </Group>
          <Divider />
          {originUser && (
            <MenuRow onClick={act(onBackToAdmin)} leftSection={<IconArrowBackUp {...ICON} />}>
              {t('shell.backToAdmin')}
            </MenuRow>
          )}
          {oldSystemUrl && (
            <MenuRow component="a" href={oldSystemUrl} leftSection={<IconArrowBackUp {...ICON} />}>
              {t('shell.backToOldSystem')}
            </MenuRow>
          )}
          <MenuRow onClick={act(onLogOut)} leftSection={<IconLogout {...ICON} />}>
            {t('session.logOut')}
          </MenuRow>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const ICON = { size: 18, stroke: 1.7, 'aria-hidden': true } as const;

/**
 * One action of the account menu: full width, a link or a button, its icon and text on the same
 * left edge as the name above (the menu's padding), square inside the rounded dropdown.
 */
const MenuRow = createPolymorphicComponent<'button', ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>(({ className, ...props }, ref) => (
    <Button
      ref={ref}
      variant="subtle"
      color="dark"
      justify="flex-start"
      fullWidth
      radius={0}
      fw={400}
      className={className ? `${classes.row} ${className}` : classes.row}
      {...props}
    />
  )),
);
