import type { IdentityForPeople } from '../people/index.js';
import { sendResetCode } from './password-reset.js';
import { revokeSessionsOfUser } from './sessions.repository.js';

/** Identity's side of what people's administration needs (modules/people/identity-for-people.ts). */
export const identityForPeople: IdentityForPeople = {
  endSessionsOf: revokeSessionsOfUser,
  sendPasswordCode: sendResetCode,
};
