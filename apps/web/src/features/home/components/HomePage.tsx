import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountTabPath } from '../../../lib/navigation/paths';
import { useSession } from '../../../lib/session/useSession';
import { navigationFor, type ShownItem } from '../../../ui/shell/navigationModel';
import { useCurrentWorkspace } from '../../workspaces/hooks/useCurrentWorkspace';
import { useEnrolmentRequestCount } from '../../enrolment-requests/hooks/useEnrolmentRequestCount';

/**
 * /home (01 §2): the start page of administrators and staff. Shortcuts into every area the
 * person's roles reach, in the navigation's order; its dashboard widgets come with reports.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { workspace: claims, actor } = useSession();
  const workspace = useCurrentWorkspace();
  const { pathname } = useLocation();
  const sections = navigationFor(actor, pathname).filter((section) => section.items.length > 0);
  const workspaceName = workspace?.customisation.displayName ?? workspace?.name ?? claims?.workspace ?? null;
  // What is waiting for the person, next to the shortcut that deals with it.
  const waiting: Record<string, number | null> = { requests: useEnrolmentRequestCount()?.count ?? null };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('homePage.title', { name: claims?.user.firstName ?? '' })}</Title>
        {workspaceName && <Text c="dimmed">{t('homePage.workspace', { name: workspaceName })}</Text>}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {sections.map((section) => (
          <Card
            key={section.name}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={`home-${section.name}`}
          >
            <Title order={2} size="h3" id={`home-${section.name}`} mb="sm">
              {t(`nav.${section.name}`)}
            </Title>
            <List spacing="xs" listStyleType="none" p={0}>
              {section.items.map((item) => (
                <List.Item key={item.name}>
                  <Shortcut item={item} waiting={waiting[item.name] ?? null} />
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-account">
          <Title order={2} size="h3" id="home-account" mb="sm">
            {t('homePage.account')}
          </Title>
          <List spacing="xs" listStyleType="none" p={0}>
            <List.Item>
              <Anchor component={Link} to={accountTabPath('personal')}>
                {t('account.tabs.personal')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={accountTabPath('security')}>
                {t('account.tabs.security')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={accountTabPath('activity-log')}>
                {t('account.tabs.activity-log')}
              </Anchor>
            </List.Item>
          </List>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function Shortcut({ item, waiting }: { item: ShownItem; waiting: number | null }) {
  const { t } = useTranslation();
  const label = t(`nav.${item.name}`);
  if (!item.available) {
    return (
      <Text c="gray.7">
        {label}{' '}
        <Text span size="sm">
          ({t('nav.notYetAvailable').toLowerCase()})
        </Text>
      </Text>
    );
  }
  if (!waiting) {
    return (
      <Anchor component={Link} to={item.path}>
        {label}
      </Anchor>
    );
  }
  return (
    <Group gap="xs">
      <Anchor component={Link} to={item.path}>
        {label}
      </Anchor>
      <Badge size="sm" color="red.9" variant="filled" tt="none">
        {t('homePage.waiting', { count: waiting })}
      </Badge>
    </Group>
  );
}

export default HomePage;
