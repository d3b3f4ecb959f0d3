import { type OnboardingEntry, SSO_ACCOUNT_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

export const onboardingKey = ['onboarding-message'] as const;

/** Dismissals belong to the person, so the identity token is enough. */
export const fetchOnboardingMessage = (signal?: AbortSignal) =>
  callEndpoint(SSO_ACCOUNT_ENDPOINTS.onboardingMessage, { auth: 'identity', signal });

export const saveOnboardingEntries = (entries: OnboardingEntry[]) =>
  callEndpoint(SSO_ACCOUNT_ENDPOINTS.saveOnboardingMessage, {
    auth: 'identity', // The spec sends the list as JSON text.
    body: { message: JSON.stringify(entries) },
  });
