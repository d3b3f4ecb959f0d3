import { VALIDATION_TEXTS } from '@campus/contracts';
import { shellEnGB } from './shell.en-GB';
import { identityTexts } from '../features/identity/i18n/en-GB';
import { peopleTexts } from '../features/people/i18n/en-GB';
import { platformEnGB } from '../features/platform/i18n/en-GB';
import { shellTexts } from '../features/shell/i18n/en-GB';
import { enrolmentsEnGB } from '../features/enrolments/i18n/en-GB';
import { catalogueEnGB } from '../features/catalogue/i18n/en-GB';
import { courseAdminEnGB } from '../features/catalogue/admin/i18n/en-GB';
import { eventsTexts } from '../features/events/i18n/en-GB';
import { placesEnGB } from '../features/places/i18n/en-GB';
import { mediaEnGB } from '../features/media/i18n/en-GB';
import { scormEnGB } from '../features/scorm/i18n/en-GB';

/**
 * Every user-visible text of the web app, in British English, assembled from each feature's own
 * file (features/<domain>/i18n/en-GB.ts, which gathers its areas' files where a domain has several),
 * one line per domain. Texts the spec quotes verbatim come from the shared
 * MESSAGES so the server and the screens say the same words; validation messages are the
 * contracts' catalogue, keyed as the schemas key their issues (decision 0022).
 */
export const featureResources = [
  shellEnGB,
  ...identityTexts,
  ...peopleTexts,
  platformEnGB,
  ...shellTexts,
  enrolmentsEnGB,
  catalogueEnGB,
  courseAdminEnGB,
  ...eventsTexts,
  placesEnGB,
  mediaEnGB,
  scormEnGB,
] as const;

/** The resources merged into one object (their top-level keys never overlap: en-GB.test.ts). */
type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

export const enGB = {
  validation: VALIDATION_TEXTS,
  ...(Object.assign({}, ...featureResources) as Merged<typeof featureResources>),
} as const;

export type TranslationResource = typeof enGB;
