import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PLATFORM_ENDPOINTS, MEDIA_ENDPOINTS } from '@campus/contracts';
import { endpointUrl } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';
import { brandingStore } from '../../../../ui/theme/brandingStore';
import type { AuthBranding } from '../../../../ui/AuthLayout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The workspace the sign-in address names (?targetWorkspace=, as email links carry it, 01 §2):
 * its name and logo for the page, its colours for the theme while the page is open. An unknown or
 * inactive workspace, or a failed look-up, leaves the product's own brand.
 */
export function useAddressBranding(): AuthBranding | null {
  const [params] = useSearchParams();
  const named = params.get('targetWorkspace');
  const id = named && UUID.test(named) ? named : null;
  const branding = useQuery({
    ...endpointQuery(PLATFORM_ENDPOINTS.workspaceBranding, { params: { id: id ?? '' }, auth: 'none' }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  const data = id ? (branding.data ?? null) : null;

  useEffect(() => {
    brandingStore.set(data);
    return () => brandingStore.set(null);
  }, [data]);

  if (!data) return null;
  return {
    name: data.name,
    logo: data.workspaceLogo
      ? {
          src: endpointUrl(MEDIA_ENDPOINTS.fileImage, { id: data.workspaceLogo, size: 'medium' }),
          height: data.workspaceLogoHeight,
        }
      : null,
  };
}
