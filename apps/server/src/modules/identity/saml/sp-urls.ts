import type { SamlUrls } from '@campus/contracts';

export const SAML_BASE_PATH = '/api/subscription-manager/saml';

/**
 * Campus's service-provider addresses for one SSO subscription. Each subscription is its own
 * SAML entity, so one customer can connect several identity providers (or one provider can
 * hold one application per customer). The entity id is the metadata address, as is usual.
 */
export function samlUrls(publicUrl: string, subscriptionId: string): SamlUrls {
  return {
    acsUrl: `${publicUrl}${SAML_BASE_PATH}/acs/${subscriptionId}`,
    entityId: `${publicUrl}${SAML_BASE_PATH}/metadata/${subscriptionId}`,
  };
}
