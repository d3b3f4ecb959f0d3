import { Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { ComingSoonBadge } from '../../../ui/ComingSoonBadge';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconPresentation } from '../../../ui/icons';
import { navigationFor } from '../../../ui/shell/navigationModel';
import { AccountCard } from '../../home/components/AccountCard';
import { ComingSoonCard } from '../../home/components/ComingSoonCard';
import { StartLayout } from '../../home/components/StartLayout';
import { WorkspacesCard } from '../../home/components/WorkspacesCard';

/**
 * /my-learning/dashboard/trainer (01 §2, 03: "the trainer dashboard lists sessions by state"):
 * the trainers' start page. Sessions come with the events area and the page says so; until then
 * it offers what is real: the workspaces to learn in, the account and its security, and what the
 * trainer's roles will open.
 */
export function TrainerDashboardPage() {
  const { t } = useTranslation();
  const { workspace: claims, identity, actor } = useSession();
  const { pathname } = useLocation();
  const firstName = claims?.user.firstName ?? identity?.name ?? '';

  return (
    <PageLayout
      title={t('myLearning.title', { name: firstName })}
      description={claims?.customer ? t('myLearning.trainer.customer', { name: claims.customer.name }) : undefined}
    >
      <StartLayout
        main={
          <>
            <section aria-labelledby="trainer-sessions">
              <Title order={2} size="h3" id="trainer-sessions" mb="sm">
                {t('myLearning.trainer.sessions')} <ComingSoonBadge size="sm" />
              </Title>
              <EmptyState
                icon={IconPresentation}
                headingOrder={3}
                title={t('myLearning.trainer.emptyTitle')}
                description={t('myLearning.trainer.emptyBody')}
              />
            </section>
            <ComingSoonCard sections={navigationFor(actor, pathname)} />
          </>
        }
        side={
          <>
            <AccountCard />
            <WorkspacesCard />
          </>
        }
      />
    </PageLayout>
  );
}

export default TrainerDashboardPage;
