import { type OnboardingEntry, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/** Dismissals belong to the person, so the identity token is enough. */
export const onboardingMessageQuery = () => endpointQuery(IDENTITY_ENDPOINTS.onboardingMessage, { auth: 'identity' });

export const saveOnboardingEntries = (entries: OnboardingEntry[]) =>
  callEndpoint(IDENTITY_ENDPOINTS.saveOnboardingMessage, {
    auth: 'identity', // The spec sends the list as JSON text.
    body: { message: JSON.stringify(entries) },
  });
