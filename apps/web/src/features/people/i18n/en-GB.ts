import { usersEnGB } from '../users/i18n/en-GB';
import { customFieldsEnGB } from '../custom-fields/i18n/en-GB';
import { invitationsEnGB } from '../invitations/i18n/en-GB';

/** People's texts: each of its areas keeps its own file; i18n/en-GB.ts gathers them by domain. */
export const peopleTexts = [usersEnGB, customFieldsEnGB, invitationsEnGB] as const;
