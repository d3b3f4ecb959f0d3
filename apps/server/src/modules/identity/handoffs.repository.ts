import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

/*
 * The handoffs are verification_codes rows of purpose 'sso_handoff': this module owns those rows;
 * the table's other purposes (registration, email change) are modules/identity's.
 */

/** Time between the identity provider's answer and the browser loading /landing. */
export const HANDOFF_TTL_MS = 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one-time value the ACS puts in `/landing?sso=`: "<row id>.<secret>". Only the secret's hash
 * is stored (in verification_codes, purpose 'sso_handoff'), so a database reader cannot use it,
 * and it lives in the database so whichever server instance the browser reaches can redeem it.
 * @unscoped sign-in SAML sign-in, for the person the identity provider answered for.
 */
export async function createHandoff(db: Queryable, userId: string, subscriptionId: string): Promise<string> {
  const secret = randomToken(32);
  const [row] = await db
    .insert(verificationCodes)
    .values({
      userId,
      purpose: 'sso_handoff',
      target: subscriptionId,
      codeHash: sha256(secret),
      expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
    })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('The sign-in handoff was not stored');
  // Expired handoffs are worthless; clear them while we are here.
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.purpose, 'sso_handoff'), lt(verificationCodes.expiresAt, new Date())));
  return `${row.id}.${secret}`;
}

/**
 * Redeems a handoff once: one conditional UPDATE marks it used only if it is unused, unexpired
 * and the secret matches, so two concurrent redemptions cannot both succeed. Returns the user id.
 * @unscoped sign-in SAML sign-in, the handoff is the key.
 */
export async function redeemHandoff(db: Queryable, handoff: string): Promise<string | null> {
  const [id, secret, ...rest] = handoff.split('.');
  if (!id || !secret || rest.length > 0 || !UUID.test(id)) return null;
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.id, id),
        eq(verificationCodes.purpose, 'sso_handoff'),
        eq(verificationCodes.codeHash, sha256(secret)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: verificationCodes.userId });
  return row?.userId ?? null;
}
