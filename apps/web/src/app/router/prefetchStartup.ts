import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { RULES } from '@campus/contracts';
import {
  emptyFieldsCheckApplies,
  emptyFieldsCheckQuery,
} from '../../features/people/custom-fields/hooks/useEmptyFieldsCheck';
import { onboardingQuery } from '../../features/identity/onboarding/useOnboarding';
import {
  enrolmentRequestCountQuery,
  seesEnrolmentRequestCount,
} from '../../features/enrolments/hooks/useEnrolmentRequestCount';
import { identityUserQuery } from '../../features/identity/account/api/accountApi';
import { currentWorkspaceQuery } from '../../features/platform/hooks/useCurrentWorkspace';
import { userWorkspacesQuery } from '../../features/platform/hooks/useUserWorkspaces';
import { clientConfigQuery } from '../../lib/config/useClientConfig';
import { GUARDED_SCREENS, SECTION_REDIRECTS } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import { getSession } from '../../lib/session/session';
import { accessRedirect } from '../guards/accessRedirect';
import { twoFactorGateBlocks } from '../guards/TwoFactorGate';
import { ruleOfPath } from './guardedScreen';

/** The start pages (features/shell/home, features/catalogue): each shows the person's account and workspaces cards. */
const START_PAGES: readonly string[] = [PATHS.home, PATHS.coursesDashboard, PATHS.trainerDashboard];

/** The access rule of the screen at `pathname` under the empty-fields gate, or null for any other page. */
function gatedRule(pathname: string) {
  const matches = (pattern: string) => matchPath({ path: pattern, end: true }, pathname) !== null;
  if (pathname === PATHS.default || Object.keys(SECTION_REDIRECTS).some(matches)) return RULES.session;
  const screen = GUARDED_SCREENS.find(matches);
  return screen ? ruleOfPath(screen) : null;
}

/**
 * On a full page load of a screen under the empty-fields gate, asks at once for what the shell
 * asks for when it appears (SignedInLayout): the workspace, the banner's dismissals, the gate's
 * check, the installation's settings and the enrolment request count, while the shell's code is
 * still on its way rather than after it (decision 0020). The shell then shows the page in one go
 * instead of once per answer; on a start page, also what its cards ask for. Only where the guards would let the person through to the gate,
 * so no page asks for more than it did; the shell's hooks find the answers in the cache. On a start
 * page, index.html's inline script has already made these calls (decision 0035; lib/api/earlyCalls.ts),
 * so a change here is made there too (app/router/earlyCalls.test.ts compares them).
 */
export function prefetchStartup(queryClient: QueryClient, pathname: string): void {
  const { actor, identity, workspace } = getSession();
  const rule = gatedRule(pathname);
  if (!workspace || !rule) return;
  if (accessRedirect(actor, RULES.session) || accessRedirect(actor, rule)) return;
  const { workspaceId } = workspace;
  if (workspaceId) void queryClient.prefetchQuery(currentWorkspaceQuery(workspaceId));
  void queryClient.prefetchQuery(onboardingQuery());
  void queryClient.prefetchQuery(clientConfigQuery());
  if (seesEnrolmentRequestCount(actor)) void queryClient.prefetchQuery(enrolmentRequestCountQuery(actor));
  if (workspaceId && emptyFieldsCheckApplies(workspace) && !twoFactorGateBlocks(identity, pathname)) {
    void queryClient.prefetchQuery(emptyFieldsCheckQuery(workspaceId));
  }
  // A start page's cards ask as they appear, after the page's code and the shell's answers; asked
  // here, their answers are in before the page is drawn (AccountCard, WorkspacesCard).
  if (START_PAGES.includes(pathname)) {
    void queryClient.prefetchQuery(userWorkspacesQuery(actor.userId));
    // While acting for someone the account card shows no security details (AccountCard).
    const userId = workspace.userId ?? identity?.sub ?? null;
    if (userId && !workspace.originUser) void queryClient.prefetchQuery(identityUserQuery(userId));
  }
}
