/**
 * Kept only for modules/saml, which is being converted separately: the person tables belong to
 * modules/users now. Delete this file once saml imports from `../users/accounts.repository.js`.
 */
export { findUserByEmail, findUserById, normaliseEmail } from '../users/accounts.repository.js';
