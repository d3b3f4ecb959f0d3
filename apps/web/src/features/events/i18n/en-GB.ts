import { eventsEnGB } from '../staff/i18n/en-GB';
import { eventViewEnGB } from '../view/i18n/en-GB';
import { learnerEventsEnGB } from '../learner/i18n/en-GB';
import { registersEnGB } from '../registers/i18n/en-GB';
import { registerExtrasEnGB } from '../register-extras/i18n/en-GB';

/** The events' texts: each of its areas keeps its own file; i18n/en-GB.ts gathers them by domain. */
export const eventsTexts = [eventsEnGB, eventViewEnGB, learnerEventsEnGB, registersEnGB, registerExtrasEnGB] as const;
