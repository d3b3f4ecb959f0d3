import { onboardingMessageSchema, type OnboardingEntry } from '@campus/contracts';
import { apiRequest } from '../../../lib/api/client';
import { ENDPOINTS } from '../../../lib/api/endpoints';

export const onboardingKey = ['onboarding-message'] as const;

/** Dismissals belong to the person, so the identity token is enough. */
export const fetchOnboardingMessage = (signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.onboardingMessage, { auth: 'identity', signal, schema: onboardingMessageSchema });

export const saveOnboardingEntries = (entries: OnboardingEntry[]) =>
  apiRequest(ENDPOINTS.onboardingMessage, {
    auth: 'identity',
    method: 'POST',
    // The spec sends the list as JSON text.
    body: { message: JSON.stringify(entries) },
    schema: onboardingMessageSchema,
  });
