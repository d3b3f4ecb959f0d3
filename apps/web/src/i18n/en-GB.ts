import { VALIDATION_TEXTS } from '@campus/contracts';
import { shellEnGB } from './shell.en-GB';
import { authEnGB } from '../features/identity/auth/i18n/en-GB';
import { invitationsEnGB } from '../features/people/invitations/i18n/en-GB';
import { customFieldsEnGB } from '../features/people/custom-fields/i18n/en-GB';
import { selfRegistrationEnGB } from '../features/identity/self-registration/i18n/en-GB';
import { workspacesEnGB } from '../features/platform/i18n/en-GB';
import { homeEnGB } from '../features/shell/home/i18n/en-GB';
import { myLearningEnGB } from '../features/catalogue/i18n/en-GB';
import { onboardingEnGB } from '../features/identity/onboarding/i18n/en-GB';
import { usersEnGB } from '../features/people/users/i18n/en-GB';
import { requestsEnGB } from '../features/enrolments/i18n/en-GB';
import { whatsNewEnGB } from '../features/shell/whats-new/i18n/en-GB';
import { sessionEnGB } from '../features/identity/session/i18n/en-GB';
import { accountEnGB } from '../features/identity/account/i18n/en-GB';
import { errorsPageEnGB } from '../features/shell/errors/i18n/en-GB';
import { venuesEnGB } from '../features/places/i18n/en-GB';
import { learnerEventsEnGB } from '../features/events/learner/i18n/en-GB';
import { mediaLibraryEnGB } from '../features/media/i18n/en-GB';
import { eventsEnGB } from '../features/events/staff/i18n/en-GB';
import { eventViewEnGB } from '../features/events/view/i18n/en-GB';

/**
 * Every user-visible text of the web app, in British English, assembled from each feature's own
 * file (features/<area>/i18n/en-GB.ts). Texts the spec quotes verbatim come from the shared
 * MESSAGES so the server and the screens say the same words; validation messages are the
 * contracts' catalogue, keyed as the schemas key their issues (decision 0022).
 */
export const featureResources = [
  shellEnGB,
  authEnGB,
  invitationsEnGB,
  customFieldsEnGB,
  selfRegistrationEnGB,
  workspacesEnGB,
  homeEnGB,
  myLearningEnGB,
  onboardingEnGB,
  usersEnGB,
  requestsEnGB,
  whatsNewEnGB,
  sessionEnGB,
  accountEnGB,
  errorsPageEnGB,
  venuesEnGB,
  learnerEventsEnGB,
  mediaLibraryEnGB,
  eventsEnGB,
  eventViewEnGB,
] as const;

export const enGB = {
  validation: VALIDATION_TEXTS,
  ...shellEnGB,
  ...authEnGB,
  ...invitationsEnGB,
  ...customFieldsEnGB,
  ...selfRegistrationEnGB,
  ...workspacesEnGB,
  ...homeEnGB,
  ...myLearningEnGB,
  ...onboardingEnGB,
  ...usersEnGB,
  ...requestsEnGB,
  ...whatsNewEnGB,
  ...sessionEnGB,
  ...accountEnGB,
  ...errorsPageEnGB,
  ...venuesEnGB,
  ...learnerEventsEnGB,
  ...mediaLibraryEnGB,
  ...eventsEnGB,
  ...eventViewEnGB,
} as const;

export type TranslationResource = typeof enGB;
