import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TABS, PATHS, accountTabPath, type AccountTab } from '../../../app/router/paths';
import { useSession } from '../../../lib/session/useSession';
import { ActivityLogTab } from './ActivityLogTab';
import { LearningHistoryTab } from './LearningHistoryTab';
import { PersonalTab } from './PersonalTab';
import { SecurityTab } from './SecurityTab';

const isTab = (value: string | undefined): value is AccountTab => ACCOUNT_TABS.includes(value as AccountTab);

/** /lms/user/account/:tab — the person's own account: personal, security, learning history, activity log. */
export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const { identity, workspace } = useSession();
  const userId = identity?.sub ?? workspace?.userId ?? null;

  if (!isTab(tab)) return <Navigate to={PATHS.accountPersonal} replace />;
  if (!userId) return <Navigate to={PATHS.authLogin} replace />;
  const name = identity ? `${identity.name} ${identity.family_name}` : `${workspace?.user.firstName ?? ''}`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('account.title')}</Title>
        <Text c="dimmed">{name}</Text>
      </div>
      <Tabs value={tab} onChange={(next) => next && navigate(accountTabPath(next as AccountTab))} keepMounted={false}>
        <Tabs.List>
          {ACCOUNT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`account.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="personal" pt="lg">
          <PersonalTab userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="lg">
          <SecurityTab userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="learning-history" pt="lg">
          <LearningHistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="activity-log" pt="lg">
          <ActivityLogTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default AccountPage;
