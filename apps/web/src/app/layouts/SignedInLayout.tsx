import { useState } from 'react';
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { type SecondStageClaims, MEDIA_ENDPOINTS } from '@campus/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useLogout } from '../../features/identity/auth/hooks/useLogout';
import { SessionTimer } from '../../features/identity/session/components/SessionTimer';
import { useEndImpersonation } from '../../features/identity/session/hooks/useEndImpersonation';
import { AccountMenu } from '../../ui/shell/AccountMenu';
import { PATHS } from '../../lib/navigation/paths';
import { routeEntryOf } from '../../lib/navigation/routeName';
import { endpointUrl } from '../../lib/api/callEndpoint';
import { useSession } from '../../lib/session/useSession';
import { oldSystemAddress, useClientConfig } from '../../lib/config/useClientConfig';
import { useCurrentWorkspace, useCurrentWorkspaceLoading } from '../../features/platform/hooks/useCurrentWorkspace';
import { AppHeader } from '../../ui/shell/AppHeader';
import { AppFooter } from '../../ui/shell/AppFooter';
import { toast } from '../../ui/toast';
import { OnboardingBanner } from '../../features/identity/onboarding/components/OnboardingBanner';
import { useOnboarding } from '../../features/identity/onboarding/useOnboarding';
import { customerRoleLabel, roleLabel } from '../../ui/labels';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/shell/SkipLink';
import { BottomNavigation } from '../../ui/shell/BottomNavigation';
import { MainNavigation } from '../../ui/shell/MainNavigation';
import { navigationFor } from '../../ui/shell/navigationModel';
import { useEnrolmentRequestCount } from '../../features/enrolments/hooks/useEnrolmentRequestCount';
import { useEmptyFieldsCheck } from '../../features/people/custom-fields/hooks/useEmptyFieldsCheck';
import { PageLoader } from '../../ui/PageLoader';
import { isEmptyFieldsGateRoute } from '../guards/EmptyFieldsGate';
import { twoFactorGateBlocks } from '../guards/TwoFactorGate';

/** 01 §2: at 768 px or less the bottom navigation replaces the top one. */
const MOBILE = '(max-width: 768px)';

/** The shell of signed-in pages (01 §2): skip link, header, navigation, onboarding message, main content, footer. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { workspace: claims, identity } = useSession();
  const person =
    claims?.user ??
    (identity ? { firstName: identity.name, lastName: identity.family_name, emailAddress: identity.email } : null);
  const workspace = useCurrentWorkspace();
  const name = workspace?.customisation.displayName ?? workspace?.name ?? claims?.workspace ?? t('app.productName');
  const logoId = workspace?.customisation.workspaceLogo ?? null;
  const logout = useLogout();
  const config = useClientConfig();
  const endImpersonation = useEndImpersonation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE, undefined, { getInitialValueInEffect: false });
  const sections = navigationFor(useSession().actor, pathname);
  const onboarding = useOnboarding();
  const enrolmentRequests = useEnrolmentRequestCount();
  const route = routeEntryOf(pathname);
  // On a first load the page waits for what decides the onboarding banner above it (the workspace
  // and the dismissals) and, under the empty-fields gate, for the gate's check, showing the loader
  // and no footer meanwhile: the page then appears once, in its final place, and nothing moves it
  // down afterwards (no layout shift, decision 0020).
  const gated = useMatches().some(isEmptyFieldsGateRoute) && !twoFactorGateBlocks(identity, pathname);
  const gate = useEmptyFieldsCheck(gated);
  const settling = useCurrentWorkspaceLoading() || onboarding.isLoading || gate.checking;
  // Once released the page stays: a failed call asked again later (a new reader mounting) holds nothing.
  const [released, setReleased] = useState(false);
  if (!settling && !released) setReleased(true);
  const holding = settling && !released;

  return (
    <>
      <SkipLink label={t('app.skipToContent')} />
      {!route?.hiddenHeader && (
        <>
          <AppHeader
            title={name}
            homePath={PATHS.default}
            productName={t('app.productName')}
            sticky={mobile}
            actions={
              person ? (
                <AccountMenu
                  user={person}
                  originUser={claims?.originUser ?? null}
                  accountPath={PATHS.accountPersonal}
                  roleLabels={roleLabelsOf(claims)}
                  workspaceName={claims?.workspaceId ? name : null}
                  onChangeWorkspace={() => void navigate(PATHS.workspaceList)}
                  onLogOut={() => logout.mutate()}
                  onBackToAdmin={() => endImpersonation.mutate()}
                  oldSystemUrl={
                    claims?.origin === 'subdomain' ? oldSystemAddress(config.oldSystemUrl, claims.domain) : null
                  }
                  supportGuideUrl={config.supportGuideUrl}
                  enrolmentRequests={enrolmentRequests && { ...enrolmentRequests, path: PATHS.enrolmentRequests }}
                />
              ) : (
                <Button size="xs" variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
                  {t('session.logOut')}
                </Button>
              )
            }
            logo={
              logoId && workspace
                ? {
                    src: endpointUrl(MEDIA_ENDPOINTS.fileImage, { id: logoId, size: 'medium' }),
                    height: workspace.customisation.workspaceLogoHeight,
                    alt: t('app.workspaceLogoAlt', { name }),
                  }
                : null
            }
          />
          {mobile ? <BottomNavigation sections={sections} /> : <MainNavigation sections={sections} />}
        </>
      )}
      <SessionTimer />
      {/* A frame without the header (the SCORM player, 02 §2) has the whole window for its content. */}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        {...(route?.hiddenHeader ? { fluid: true, px: 0, py: 0 } : { size: 'lg', py: 'xl' })}
      >
        {holding ? (
          <PageLoader landmark={false} />
        ) : (
          <>
            {!route?.hiddenHeader && <OnboardingBanner />}
            <Outlet />
          </>
        )}
      </Container>
      {!holding && !route?.hiddenFooter && (
        <AppFooter
          helpdeskEmail={workspace?.customisation.helpdeskEmail ?? null}
          helpdeskPhone={workspace?.customisation.helpdeskPhone ?? null}
          termsUrl={config.termsUrl}
          privacyUrl={config.privacyUrl}
          releaseNotesPath={PATHS.releaseNotes}
          resetting={onboarding.isSaving}
          onResetBanners={() =>
            onboarding.resetAll({
              onSuccess: () => toast.success({ title: t('onboarding.resetTitle'), message: t('onboarding.reset') }),
            })
          }
        />
      )}
    </>
  );
}

/** The role badges of the account menu: platform and profile roles, then customer roles. */
function roleLabelsOf(claims: SecondStageClaims | null): string[] {
  if (!claims) return [];
  return [...claims.roles.map(roleLabel), ...claims.customerRoles.map(customerRoleLabel)];
}
