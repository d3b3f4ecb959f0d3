import { type OnboardingEntry, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';

export const onboardingKey = ['onboarding-message'] as const;

/** Dismissals belong to the person, so the identity token is enough. */
export const fetchOnboardingMessage = (signal?: AbortSignal) =>
  callEndpoint(IDENTITY_ENDPOINTS.onboardingMessage, { auth: 'identity', signal });

export const saveOnboardingEntries = (entries: OnboardingEntry[]) =>
  callEndpoint(IDENTITY_ENDPOINTS.saveOnboardingMessage, {
    auth: 'identity', // The spec sends the list as JSON text.
    body: { message: JSON.stringify(entries) },
  });
