import crypto from 'node:crypto';
import { VERIFICATION_CODE_ERRORS, VERIFICATION_CODE_LENGTH } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { sha256 } from '../../lib/crypto.js';
import { specError } from '../../lib/errors.js';
import {
  countWrongVerificationCode,
  latestVerificationCode,
  replaceVerificationCode,
  type CodePurpose,
} from './verification-codes.repository.js';

const MAX_ATTEMPTS = 5;
/** Bound to the person and the purpose, so a code is only ever good for what it was sent for. */
const hashOf = (purpose: CodePurpose, userId: string, code: string) => sha256(`${purpose}:${userId}:${code}`);

/** A new 6-digit code for the person and purpose (earlier ones stop working); returns the code. */
export async function issueVerificationCode(
  db: Queryable,
  input: { userId: string; purpose: CodePurpose; ttlHours: number; target?: string; workspaceId?: string },
): Promise<string> {
  const code = crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
  await replaceVerificationCode(db, {
    userId: input.userId,
    purpose: input.purpose,
    target: input.target ?? null,
    workspaceId: input.workspaceId ?? null,
    codeHash: hashOf(input.purpose, input.userId, code),
    expiresAt: new Date(Date.now() + input.ttlHours * 3600_000),
  });
  return code;
}

/** The newest unused code of the purpose, checked: wrong, expired and too many attempts get the spec's texts. */
export async function checkVerificationCode(db: Queryable, userId: string, purpose: CodePurpose, code: string) {
  const latest = await latestVerificationCode(db, userId, purpose);
  if (!latest || latest.expiresAt < new Date()) throw specError(400, VERIFICATION_CODE_ERRORS.expiredCode);
  if (latest.attempts >= MAX_ATTEMPTS) throw specError(429, VERIFICATION_CODE_ERRORS.tooManyAttempts);
  if (latest.codeHash !== hashOf(purpose, userId, code)) {
    await countWrongVerificationCode(db, latest.id);
    throw specError(400, VERIFICATION_CODE_ERRORS.wrongCode);
  }
  return latest;
}
