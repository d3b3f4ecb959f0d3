import { VALIDATION_TEXTS } from '@campus/contracts';
import { shellEnGB } from './shell.en-GB';
import { authEnGB } from '../features/auth/i18n/en-GB';
import { invitationsEnGB } from '../features/invitations/i18n/en-GB';
import { customFieldsEnGB } from '../features/custom-fields/i18n/en-GB';
import { selfRegistrationEnGB } from '../features/self-registration/i18n/en-GB';
import { workspacesEnGB } from '../features/workspaces/i18n/en-GB';
import { homeEnGB } from '../features/home/i18n/en-GB';
import { myLearningEnGB } from '../features/my-learning/i18n/en-GB';
import { onboardingEnGB } from '../features/onboarding/i18n/en-GB';
import { usersEnGB } from '../features/users/i18n/en-GB';
import { requestsEnGB } from '../features/enrolment-requests/i18n/en-GB';
import { whatsNewEnGB } from '../features/whats-new/i18n/en-GB';
import { sessionEnGB } from '../features/session/i18n/en-GB';
import { accountEnGB } from '../features/account/i18n/en-GB';
import { errorsPageEnGB } from '../features/errors/i18n/en-GB';
import { venuesEnGB } from '../features/venues/i18n/en-GB';
import { learnerEventsEnGB } from '../features/learner-events/i18n/en-GB';
import { mediaLibraryEnGB } from '../features/media-library/i18n/en-GB';
import { eventsEnGB } from '../features/events/i18n/en-GB';
import { eventViewEnGB } from '../features/event-view/i18n/en-GB';

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
