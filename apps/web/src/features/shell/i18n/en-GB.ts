import { homeEnGB } from '../home/i18n/en-GB';
import { errorsPageEnGB } from '../errors/i18n/en-GB';
import { whatsNewEnGB } from '../whats-new/i18n/en-GB';

/**
 * The shell's screens' texts (home, errors, what's new): each keeps its own file; i18n/en-GB.ts
 * gathers them by domain (the app frame's own texts are i18n/shell.en-GB.ts).
 */
export const shellTexts = [homeEnGB, errorsPageEnGB, whatsNewEnGB] as const;
