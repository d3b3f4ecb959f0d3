import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LEGAL_URLS, type ClientConfig, PLATFORM_ENDPOINTS } from '@campus/contracts';
import { endpointQuery } from '../api/queryKeys';

const NOTHING_CONFIGURED: ClientConfig = {
  oldSystemUrl: null,
  supportGuideUrl: null,
  termsUrl: DEFAULT_LEGAL_URLS.terms,
  privacyUrl: DEFAULT_LEGAL_URLS.privacy,
};

/** The settings' query (also started early on a full page load: app/router/prefetchStartup.ts). */
export const clientConfigQuery = () =>
  queryOptions({
    ...endpointQuery(PLATFORM_ENDPOINTS.clientConfig, { auth: 'none' }),
    staleTime: Infinity,
    meta: { silent: true },
  });

/** This installation's settings the browser needs (GET /api/config); until known, nothing is configured. */
export function useClientConfig(): ClientConfig {
  const { data } = useQuery(clientConfigQuery());
  return data ?? NOTHING_CONFIGURED;
}

/** The old system's address for this session's subdomain (back-to-old-system, 01 §2). */
export const oldSystemAddress = (template: string | null, subdomain: string | null): string | null =>
  template && subdomain ? template.replaceAll('{subdomain}', encodeURIComponent(subdomain)) : null;
