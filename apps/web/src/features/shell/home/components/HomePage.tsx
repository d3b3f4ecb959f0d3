import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../../lib/session/useSession';
import { EmptyState } from '../../../../ui/EmptyState';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconHourglassHigh } from '../../../../ui/icons';
import { navigationFor } from '../../../../ui/shell/navigationModel';
import { useCurrentWorkspace } from '../../../platform/hooks/useCurrentWorkspace';
import { useEnrolmentRequestCount } from '../../../enrolments/hooks/useEnrolmentRequestCount';
import { AccountCard } from './AccountCard';
import { ComingSoonCard } from './ComingSoonCard';
import { Shortcuts, shortcutsOf } from './Shortcuts';
import { StartLayout } from './StartLayout';
import { WorkspacesCard } from './WorkspacesCard';

/**
 * /home (01 §2): the start page of administrators and staff. The pages they can open now, with
 * what waits for them there; their account and workspaces; and, said plainly, what their roles
 * will give them as each area lands. Its dashboard widgets come with reports.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { workspace: claims, actor } = useSession();
  const workspace = useCurrentWorkspace();
  const { pathname } = useLocation();
  const sections = navigationFor(actor, pathname);
  const shortcuts = shortcutsOf(sections);
  const workspaceName = workspace?.customisation.displayName ?? workspace?.name ?? claims?.workspace ?? null;
  const requests = useEnrolmentRequestCount()?.count ?? 0;

  return (
    <PageLayout
      title={t('homePage.title', { name: claims?.user.firstName ?? '' })}
      description={workspaceName ? t('homePage.workspace', { name: workspaceName }) : undefined}
    >
      <StartLayout
        main={
          <>
            <section aria-labelledby="home-shortcuts">
              <Title order={2} size="h3" id="home-shortcuts" mb="sm">
                {t('homePage.shortcutsTitle')}
              </Title>
              {shortcuts.length > 0 ? (
                <Shortcuts shortcuts={shortcuts} waiting={{ requests }} />
              ) : (
                <EmptyState
                  icon={IconHourglassHigh}
                  headingOrder={3}
                  title={t('homePage.nothingYetTitle')}
                  description={t('homePage.nothingYetBody')}
                />
              )}
            </section>
            <ComingSoonCard sections={sections} />
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

export default HomePage;
