import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LEGAL_URLS, clientConfigSchema, type ClientConfig } from '@campus/contracts';
import { apiRequest } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';

const NOTHING_CONFIGURED: ClientConfig = {
  oldSystemUrl: null,
  supportGuideUrl: null,
  termsUrl: DEFAULT_LEGAL_URLS.terms,
  privacyUrl: DEFAULT_LEGAL_URLS.privacy,
};

/** This installation's settings the browser needs (GET /api/config); until known, nothing is configured. */
export function useClientConfig(): ClientConfig {
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => apiRequest(ENDPOINTS.clientConfig, { auth: 'none', signal, schema: clientConfigSchema }),
    staleTime: Infinity,
    meta: { silent: true },
  });
  return data ?? NOTHING_CONFIGURED;
}

/** The old system's address for this session's subdomain (back-to-old-system, 01 §2). */
export const oldSystemAddress = (template: string | null, subdomain: string | null): string | null =>
  template && subdomain ? template.replaceAll('{subdomain}', encodeURIComponent(subdomain)) : null;
