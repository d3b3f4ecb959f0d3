import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Identity's named endpoint rules, gathered into `RULES` by access.ts. */
export const IDENTITY_RULES = {
  /**
   * The two-factor set-up screen's calls (own identity, secret, first code): the only ones a
   * person who must use two-factor and has not set it up can make (decision 0017).
   */
  mfaEnrolment: { stage: 'first', mfaEnrolment: true },
  /** SSO subscriptions and their SAML set-up (03 §2 customers' services): superadmin only. */
  ssoAdministration: ROUTE_RULES.superadminOnly,
  /**
   * A workspace's sign-in options (signup-and-authentication-settings): superadmin, or a
   * master_administrator (owners included) of the workspace's customer; the handler scopes it.
   */
  signInSettings: { stage: 'second', anyOf: [{ superadmin: true }, { customerRoles: ['master_administrator'] }] },
  /**
   * The self-registration step of workspace settings (list of keys, the on/off switch) is part of
   * workspace editing: superadmin, or a site admin with EBS or LMS (01 §6). The handler scopes it.
   */
  selfRegistrationKeys: ROUTE_RULES.workspaces,
  /** Its add and edit sub-pages: master_administrator (site admin) with EBS or LMS only (01 §6). */
  selfRegistrationKeyEdit: ROUTE_RULES.workspaceSubPages,
} as const satisfies Record<string, AccessRule>;
