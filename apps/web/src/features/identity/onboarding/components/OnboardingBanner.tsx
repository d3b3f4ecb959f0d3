import { Alert, Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { MEDIA_ENDPOINTS } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeNameOf } from '../../../../lib/navigation/routeName';
import { endpointUrl } from '../../../../lib/api/callEndpoint';
import { useCurrentWorkspace } from '../../../platform/hooks/useCurrentWorkspace';
import { useOnboarding } from '../useOnboarding';

/**
 * The workspace's welcome message for this page (01 §2 "Onboarding message per page route"):
 * text, image and link from the workspace customisation, until the person dismisses it.
 */
export function OnboardingBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const workspace = useCurrentWorkspace();
  const onboarding = useOnboarding();
  const routeName = routeNameOf(pathname);
  const message = workspace?.customisation.onboardings.find((entry) => entry.page === routeName && entry.isEnabled);
  if (!routeName || !message || !onboarding.isKnown || onboarding.isDismissed(routeName, 'welcome')) return null;

  return (
    <Alert
      variant="light"
      color="brand"
      title={t('onboarding.title')}
      withCloseButton
      closeButtonLabel={t('onboarding.dismiss')}
      onClose={() => onboarding.dismiss(routeName, 'welcome')}
      mb="lg"
      role="region"
      aria-label={t('onboarding.title')}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {message.image && (
          <Image
            src={endpointUrl(MEDIA_ENDPOINTS.fileImage, { id: message.image, size: 'small' })}
            alt=""
            w={72}
            h={72}
            fit="contain"
            radius="sm"
          />
        )}
        <Stack gap={4}>
          {message.text && <Text size="sm">{message.text}</Text>}
          {message.link && (
            <Anchor href={message.link} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              {t('onboarding.learnMore')}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Alert>
  );
}
