import { Alert, Tabs, Text } from '@mantine/core';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TABS, PATHS, accountTabPath, type AccountTab } from '../../../../lib/navigation/paths';
import { useSession } from '../../../../lib/session/useSession';
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
  // The workspace token names the person acting (the impersonated one, while impersonating).
  const userId = workspace?.userId ?? identity?.sub ?? null;

  if (!isTab(tab)) return <Navigate to={PATHS.accountPersonal} replace />;
  if (!userId) return <Navigate to={PATHS.authLogin} replace />;
  const name = workspace
    ? `${workspace.user.firstName} ${workspace.user.lastName}`
    : `${identity?.name ?? ''} ${identity?.family_name ?? ''}`;

  return (
    <PageLayout
      title={t('account.title')}
      width="form"
      description={
        <>
          {name}
          <Text component="span" display="block" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {workspace?.user.emailAddress ?? identity?.email}
          </Text>
        </>
      }
    >
      {workspace?.originUser ? (
        // Account settings belong to the person: an administrator acting for them cannot change them.
        <Alert color="yellow" variant="light" title={t('account.impersonatingTitle')}>
          {t('account.impersonatingBody', {
            name,
            email: workspace.user.emailAddress,
            origin: `${workspace.originUser.firstName} ${workspace.originUser.lastName}`,
          })}
        </Alert>
      ) : (
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
      )}
    </PageLayout>
  );
}

export default AccountPage;
