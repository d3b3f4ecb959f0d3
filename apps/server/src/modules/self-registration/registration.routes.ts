import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ENDPOINTS, SELF_REGISTRATION_ERRORS } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import {
  organisationUnits,
  selfRegistrationKeys,
  userProfiles,
  users,
  workspaceGroupMembers,
  workspaceGroups,
  workspaces,
} from '../../db/schema/index.js';
import { NotFoundError, specError } from '../../lib/errors.js';
import { assertStrongPassword } from '../sso/password-reset.js';
import { hashPassword } from '../sso/passwords.js';
import { countAttempt } from '../sso/throttle.repository.js';
import { findUserByEmail, findUserById } from '../sso/users.repository.js';
import { acceptedValues } from '../custom-fields/accepted-values.js';
import { definitionsOf, saveValues } from '../custom-fields/custom-fields.repository.js';
import { findUsableKey } from './keys.repository.js';
import { checkVerificationCode, issueVerificationCode } from '../sso/verification-codes.js';
import { markCodeUsed } from '../sso/verification-codes.repository.js';
import { route } from '../../lib/route.js';

/** How long a registration confirmation code works. */
const REGISTRATION_CODE_TTL_HOURS = 48;

type KeyRow = typeof selfRegistrationKeys.$inferSelect;
const RESENDS = { max: 5, windowSeconds: 60 * 60 };

/** What a key offers: the workspace's custom fields, and the org units and groups it allows. */
async function offerOf(db: Queryable, key: KeyRow) {
  const [fields, units, groups] = await Promise.all([
    definitionsOf(db, key.workspaceId),
    db
      .select({ id: organisationUnits.id, name: organisationUnits.name })
      .from(organisationUnits)
      .where(eq(organisationUnits.workspaceId, key.workspaceId))
      .orderBy(asc(organisationUnits.name)),
    key.groups.availableFor === 'none'
      ? Promise.resolve([])
      : db
          .select({ id: workspaceGroups.id, name: workspaceGroups.name })
          .from(workspaceGroups)
          .where(eq(workspaceGroups.workspaceId, key.workspaceId))
          .orderBy(asc(workspaceGroups.name)),
  ]);
  return {
    customFields: fields,
    orgUnits: key.orgUnits.availableFor === 'all' ? units : units.filter((unit) => key.orgUnits.list.includes(unit.id)),
    groups:
      key.groups.availableFor === 'selected' ? groups.filter((group) => key.groups.list.includes(group.id)) : groups,
  };
}

/** Self-registration with a key (01 §2, §3, §5): key details, register, confirm with the emailed code. */
export const selfRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { mailer, config } = app.services;

  async function sendConfirmation(
    user: { id: string; email: string; firstName: string },
    code: string,
    workspace: { id: string; customerId: string; name: string },
  ) {
    const link = `${config.publicUrl}/auth/confirm-registration/${user.id}/${code}`;
    await mailer.send({
      to: user.email,
      subject: `Confirm your registration with ${workspace.name}`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your confirmation code is ${code}. Open this link to confirm your registration: ${link}`,
        '',
        'If you did not register, you can ignore this email.',
      ].join('\n'),
      customerId: workspace.customerId,
      workspaceId: workspace.id,
    });
  }

  route(app, ENDPOINTS.keyDetails, {}, async (request) => {
    const key = await findUsableKey(db, request.params.key);
    if (!key) return { isValid: false, workspace: null, customFields: [], orgUnits: [], groups: [] };
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, key.workspaceId));
    if (!workspace || workspace.status !== 'active' || !workspace.selfRegistrationEnabled) {
      return { isValid: false, workspace: null, customFields: [], orgUnits: [], groups: [] };
    }
    const offer = await offerOf(db, key);
    return {
      isValid: true,
      workspace: { id: workspace.id, name: workspace.name },
      customFields: offer.customFields,
      orgUnits: offer.orgUnits,
      groups: offer.groups,
    };
  });

  route(app, ENDPOINTS.workspaceDetails, {}, async (request) => {
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, request.params.id));
    if (!workspace || workspace.status !== 'active' || !workspace.selfRegistrationEnabled) throw new NotFoundError();
    return { id: workspace.id, name: workspace.name, displayName: workspace.customisation.displayName ?? null };
  });

  route(app, ENDPOINTS.registerUser, { audit: { entity: 'user.self-registration' } }, async (request, reply) => {
    const body = request.body;
    const key = await findUsableKey(db, body.key);
    const [space] = key ? await db.select().from(workspaces).where(eq(workspaces.id, key.workspaceId)) : [];
    if (!key || !space || space.status !== 'active' || !space.selfRegistrationEnabled) {
      throw specError(400, SELF_REGISTRATION_ERRORS.keyNotValid);
    }
    if (await findUserByEmail(db, body.emailAddress)) throw specError(409, SELF_REGISTRATION_ERRORS.userAlreadyExists);
    assertStrongPassword(body.password);

    const offer = await offerOf(db, key);
    if (body.orgUnit && !offer.orgUnits.some((unit) => unit.id === body.orgUnit)) {
      throw specError(400, SELF_REGISTRATION_ERRORS.orgUnitNotAllowed);
    }
    if (body.groups.some((id) => !offer.groups.some((group) => group.id === id))) {
      throw specError(400, SELF_REGISTRATION_ERRORS.groupNotAllowed);
    }
    // Only this workspace's fields, empty values dropped (01 §5); every required one given.
    const values = acceptedValues(offer.customFields, body.customFields);
    const passwordHash = await hashPassword(body.password);

    const { user, code, workspace } = await db.transaction(async (tx) => {
      // Take one use of the key atomically: concurrent registrations cannot exceed the limit.
      const taken = await tx
        .update(selfRegistrationKeys)
        .set({ used: sql`${selfRegistrationKeys.used} + 1` })
        .where(
          and(
            eq(selfRegistrationKeys.id, key.id),
            eq(selfRegistrationKeys.status, 'active'),
            lt(selfRegistrationKeys.used, selfRegistrationKeys.usageLimit),
          ),
        )
        .returning({ id: selfRegistrationKeys.id });
      if (taken.length === 0) throw specError(400, SELF_REGISTRATION_ERRORS.keyNotValid);
      const [created] = await tx
        .insert(users)
        .values({
          email: body.emailAddress,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          status: 'pending',
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw specError(409, SELF_REGISTRATION_ERRORS.userAlreadyExists);
      const [profile] = await tx
        .insert(userProfiles)
        .values({
          userId: created.id,
          customerId: key.customerId,
          workspaceId: key.workspaceId,
          status: 'invited',
          organisationUnitId: body.orgUnit ?? null,
        })
        .returning();
      if (body.groups.length > 0) {
        await tx.insert(workspaceGroupMembers).values(
          body.groups.map((groupId) => ({
            customerId: key.customerId,
            workspaceId: key.workspaceId,
            groupId,
            profileId: profile!.id,
          })),
        );
      }
      await saveValues(tx, { customerId: key.customerId, workspaceId: key.workspaceId, userId: created.id }, values);
      const issued = await issueVerificationCode(tx, {
        userId: created.id,
        purpose: 'registration',
        ttlHours: REGISTRATION_CODE_TTL_HOURS,
        workspaceId: key.workspaceId,
        target: key.id,
      });
      const [space] = await tx.select().from(workspaces).where(eq(workspaces.id, key.workspaceId));
      return { user: created, code: issued, workspace: space! };
    });
    request.auditUserId = user.id;
    await sendConfirmation(user, code, workspace);
    return reply.status(201).send({ id: user.id });
  });

  route(
    app,
    ENDPOINTS.confirmSignup,
    { audit: { entity: 'user.self-registration', idParam: 'userId' } },
    async (request, reply) => {
      const user = await findUserById(db, request.body.userId);
      if (!user) throw specError(400, SELF_REGISTRATION_ERRORS.wrongCode);
      request.auditUserId = user.id;
      if (user.status === 'active') throw specError(409, SELF_REGISTRATION_ERRORS.alreadyConfirmed);
      const code = await checkVerificationCode(db, user.id, 'registration', request.body.code);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
        if (code.workspaceId) {
          await tx
            .update(userProfiles)
            .set({ status: 'active' })
            .where(
              and(
                eq(userProfiles.userId, user.id),
                eq(userProfiles.workspaceId, code.workspaceId),
                inArray(userProfiles.status, ['invited']),
              ),
            );
        }
        await markCodeUsed(tx, code.id);
      });
      return reply.status(204).send();
    },
  );

  route(app, ENDPOINTS.resendCode, { audit: { entity: 'user.self-registration' } }, async (request, reply) => {
    const user = await findUserById(db, request.params.id);
    if (!user) throw new NotFoundError();
    if (user.status === 'active') throw specError(409, SELF_REGISTRATION_ERRORS.alreadyConfirmed);
    if ((await countAttempt(db, `registration-code:${user.id}`, RESENDS)) > RESENDS.max) {
      throw specError(429, SELF_REGISTRATION_ERRORS.tooManyAttempts);
    }
    const [profile] = await db
      .select({ workspace: workspaces })
      .from(userProfiles)
      .innerJoin(workspaces, eq(workspaces.id, userProfiles.workspaceId))
      .where(and(eq(userProfiles.userId, user.id), eq(userProfiles.status, 'invited')))
      .limit(1);
    if (!profile) throw new NotFoundError();
    const code = await issueVerificationCode(db, {
      userId: user.id,
      purpose: 'registration',
      ttlHours: REGISTRATION_CODE_TTL_HOURS,
      workspaceId: profile.workspace.id,
    });
    await sendConfirmation(user, code, profile.workspace);
    return reply.status(204).send();
  });
};
