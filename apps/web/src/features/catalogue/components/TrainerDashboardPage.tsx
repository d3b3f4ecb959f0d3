import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { TrainerSessions } from '../../events/learner/components/TrainerSessions';
import { navigationFor } from '../../../ui/shell/navigationModel';
import { AccountCard } from '../../shell/home/components/AccountCard';
import { ComingSoonCard } from '../../shell/home/components/ComingSoonCard';
import { StartLayout } from '../../shell/home/components/StartLayout';
import { WorkspacesCard } from '../../shell/home/components/WorkspacesCard';

/**
 * /my-learning/dashboard/trainer (01 §2, 03: "the trainer dashboard lists sessions by state"):
 * the trainers' start page: the sessions they run by state, the workspaces to learn in, the
 * account and its security, and what the trainer's roles will open.
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
            <TrainerSessions />
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
