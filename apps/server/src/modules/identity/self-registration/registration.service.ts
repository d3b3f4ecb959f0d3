import type { Queryable } from '../../../db/client.js';
import type { z } from 'zod';
import { SELF_REGISTRATION_ERRORS, type KeyDetails, type registerUserSchema } from '@campus/contracts';
import { NotFoundError, specError } from '../../../lib/errors.js';
import type { RequestOrigin } from '../../../lib/request-origin.js';
import type { AppServices } from '../../../services/services.js';
import { countAttempt } from '../throttle.repository.js';
import { checkVerificationCode, issueVerificationCode } from '../verification-codes.js';
import { markCodeUsed } from '../verification-codes.repository.js';
import { findWorkspaceWithCustomer } from '../../platform/index.js';
import {
  acceptedValues,
  activateAccount,
  activateInvitedProfile,
  addToGroups,
  assertStrongPassword,
  createPerson,
  definitionsForKey,
  findUserByEmail,
  findUserById,
  hashPassword,
  invitedWorkspaceOf,
  inviteRegisteredProfile,
  saveRegistrationValues,
} from '../../people/index.js';
import { confirmationEmail } from './confirmation-email.js';
import { findKeyByCode, takeKeyUse, type KeyRow } from './keys.repository.js';
import { isOpenForSelfRegistration, isUsableKey, offeredBy, offersGroups } from './self-registration.policy.js';
import { groupsOf, unitsOf } from './workspaces.repository.js';

/** How long a registration confirmation code works. */
const REGISTRATION_CODE_TTL_HOURS = 48;
const RESENDS = { max: 5, windowSeconds: 60 * 60 };
const NOT_VALID: KeyDetails = { isValid: false, workspace: null, customFields: [], orgUnits: [], groups: [] };

/** Self-registration with a key (01 §2, §3, §5): key details, register, confirm with the emailed code. */
export function registrationService({ config, database, mailer }: Pick<AppServices, 'config' | 'database' | 'mailer'>) {
  const { db } = database;

  /** The key and its workspace, when the key can be used and the workspace takes registrations. */
  async function openKey(code: string) {
    const key = await findKeyByCode(db, code);
    if (!key || !isUsableKey(key)) return null;
    const workspace = (await findWorkspaceWithCustomer(db, key.workspaceId))?.workspace;
    return workspace && isOpenForSelfRegistration(workspace) ? { key, workspace } : null;
  }

  /** What a key offers: the workspace's custom fields, and the org units and groups it allows. */
  async function offerOf(key: KeyRow) {
    const [customFields, units, groups] = await Promise.all([
      definitionsForKey(db, key),
      unitsOf(db, key.workspaceId),
      offersGroups(key) ? groupsOf(db, key.workspaceId) : Promise.resolve([]),
    ]);
    return { customFields, ...offeredBy(key, { units, groups }) };
  }

  /** Recorded in the code's own transaction: a code is never stored without its email. */
  const sendConfirmation = (
    tx: Queryable,
    user: { id: string; email: string; firstName: string },
    code: string,
    workspace: { id: string; customerId: string; name: string },
  ) => mailer.send(confirmationEmail(user, code, workspace, config.publicUrl), { db: tx });

  return {
    async keyDetails(code: string): Promise<KeyDetails> {
      const open = await openKey(code);
      if (!open) return NOT_VALID;
      const { workspace } = open;
      return { isValid: true, workspace: { id: workspace.id, name: workspace.name }, ...(await offerOf(open.key)) };
    },

    async workspaceDetails(workspaceId: string) {
      const workspace = (await findWorkspaceWithCustomer(db, workspaceId))?.workspace;
      if (!workspace || !isOpenForSelfRegistration(workspace)) throw new NotFoundError();
      return { id: workspace.id, name: workspace.name, displayName: workspace.customisation.displayName ?? null };
    },

    async register(body: z.infer<typeof registerUserSchema>, origin: RequestOrigin): Promise<{ id: string }> {
      const open = await openKey(body.key);
      if (!open) throw specError(400, SELF_REGISTRATION_ERRORS.keyNotValid);
      const { key, workspace } = open;
      if (await findUserByEmail(db, body.emailAddress))
        throw specError(409, SELF_REGISTRATION_ERRORS.userAlreadyExists);
      assertStrongPassword(body.password);

      const offer = await offerOf(key);
      if (body.orgUnit && !offer.orgUnits.some((unit) => unit.id === body.orgUnit)) {
        throw specError(400, SELF_REGISTRATION_ERRORS.orgUnitNotAllowed);
      }
      if (body.groups.some((id) => !offer.groups.some((group) => group.id === id))) {
        throw specError(400, SELF_REGISTRATION_ERRORS.groupNotAllowed);
      }
      // Only this workspace's fields, empty values dropped (01 §5); every required one given.
      const values = acceptedValues(offer.customFields, body.customFields);
      const passwordHash = await hashPassword(body.password);
      const place = { customerId: key.customerId, workspaceId: key.workspaceId };

      const { user } = await db.transaction(async (tx) => {
        if (!(await takeKeyUse(tx, key.id))) throw specError(400, SELF_REGISTRATION_ERRORS.keyNotValid);
        const created = await createPerson(tx, {
          email: body.emailAddress,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          status: 'pending',
        });
        if (!created) throw specError(409, SELF_REGISTRATION_ERRORS.userAlreadyExists);
        const profile = await inviteRegisteredProfile(tx, place, {
          userId: created.id,
          organisationUnitId: body.orgUnit ?? null,
        });
        await addToGroups(tx, { ...place, id: profile.id }, body.groups);
        await saveRegistrationValues(tx, place, created.id, values);
        const issued = await issueVerificationCode(tx, {
          userId: created.id,
          purpose: 'registration',
          ttlHours: REGISTRATION_CODE_TTL_HOURS,
          workspaceId: key.workspaceId,
          target: key.id,
        });
        await sendConfirmation(tx, created, issued, workspace);
        return { user: created };
      });
      origin.attributeTo(user.id);
      return { id: user.id };
    },

    async confirm(userId: string, given: string, origin: RequestOrigin): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw specError(400, SELF_REGISTRATION_ERRORS.wrongCode);
      origin.attributeTo(user.id);
      if (user.status === 'active') throw specError(409, SELF_REGISTRATION_ERRORS.alreadyConfirmed);
      const code = await checkVerificationCode(db, user.id, 'registration', given);
      await db.transaction(async (tx) => {
        await activateAccount(tx, user.id);
        if (code.workspaceId) await activateInvitedProfile(tx, user.id, code.workspaceId);
        await markCodeUsed(tx, code.id);
      });
    },

    async resendCode(userId: string): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError();
      if (user.status === 'active') throw specError(409, SELF_REGISTRATION_ERRORS.alreadyConfirmed);
      if ((await countAttempt(db, `registration-code:${user.id}`, RESENDS)) > RESENDS.max) {
        throw specError(429, SELF_REGISTRATION_ERRORS.tooManyAttempts);
      }
      const workspace = await invitedWorkspaceOf(db, user.id);
      if (!workspace) throw new NotFoundError();
      await db.transaction(async (tx) => {
        const code = await issueVerificationCode(tx, {
          userId: user.id,
          purpose: 'registration',
          ttlHours: REGISTRATION_CODE_TTL_HOURS,
          workspaceId: workspace.id,
        });
        await sendConfirmation(tx, user, code, workspace);
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof registrationService>;
