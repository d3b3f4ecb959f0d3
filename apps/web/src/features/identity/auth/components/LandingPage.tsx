import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SSO_LANDING_QUERY_PARAM } from '@campus/contracts';
import { landingDestination } from '../../../../lib/navigation/entryLinks';
import { useOldSystemLanding } from '../hooks/useOldSystemLanding';
import { useSsoLanding } from '../hooks/useSsoLanding';

/** /landing: where single sign-on returns (sso), the old system hands over (token), and outside links enter (01 §2). */
export function LandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const oldSystemToken = params.get('token');
  // The old system's hand-over, single sign-on's handoff, or else the other parameters decide.
  useOldSystemLanding(oldSystemToken);
  useSsoLanding(params.get(SSO_LANDING_QUERY_PARAM), oldSystemToken ? null : landingDestination(params));

  return (
    <Center component="main" id="main-content" mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('login.sso.signingIn')}</Text>
      </Stack>
    </Center>
  );
}

export default LandingPage;
