import { authEnGB } from '../auth/i18n/en-GB';
import { accountEnGB } from '../account/i18n/en-GB';
import { sessionEnGB } from '../session/i18n/en-GB';
import { onboardingEnGB } from '../onboarding/i18n/en-GB';
import { selfRegistrationEnGB } from '../self-registration/i18n/en-GB';

/** Identity's texts: each of its areas keeps its own file; i18n/en-GB.ts gathers them by domain. */
export const identityTexts = [authEnGB, accountEnGB, sessionEnGB, onboardingEnGB, selfRegistrationEnGB] as const;
