import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import {
  firstStageClaimsSchema,
  secondStageClaimsSchema,
  type FirstStageClaims,
  type SecondStageClaims,
} from '@campus/contracts';
import { SIGNING_ALG, type SigningKeys } from './keys.js';

const ISSUER = 'campus';

export type TokenClaims = FirstStageClaims | SecondStageClaims;

export interface TokenService {
  signFirstStage(claims: Omit<FirstStageClaims, 'exp' | 'typ'>, ttlSeconds: number): Promise<string>;
  signSecondStage(claims: Omit<SecondStageClaims, 'exp' | 'typ'>, ttlSeconds: number): Promise<string>;
  /** Verifies signature, issuer and expiry; throws TokenInvalid with a reason otherwise. */
  verify(token: string): Promise<TokenClaims>;
  /** A short-lived proof that the password was right, answered by the next sign-in challenge. */
  signChallenge(challenge: SignInChallenge, ttlSeconds: number): Promise<string>;
  verifyChallenge(token: string, kind: SignInChallenge['kind']): Promise<SignInChallenge>;
}

export interface SignInChallenge {
  kind: 'mfa' | 'newPassword';
  userId: string;
}

export class TokenInvalid extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Token invalid');
  }
}

export function createTokenService(keys: SigningKeys): TokenService {
  const sign = (payload: Record<string, unknown>, subject: string, ttlSeconds: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(keys.privateKey);

  async function verifySignature(token: string): Promise<Record<string, unknown>> {
    try {
      const { payload } = await jwtVerify(token, keys.publicKey, { issuer: ISSUER, algorithms: [SIGNING_ALG] });
      return payload;
    } catch (error) {
      throw new TokenInvalid(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
  }

  return {
    signFirstStage: (claims, ttl) => sign({ ...claims, typ: 'id' }, claims.sub, ttl),
    signSecondStage: (claims, ttl) => sign({ ...claims, typ: 'workspace' }, claims.userId, ttl),
    async verify(token) {
      const payload = await verifySignature(token);
      const schema = payload.typ === 'id' ? firstStageClaimsSchema : secondStageClaimsSchema;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new TokenInvalid('invalid');
      return parsed.data;
    },
    signChallenge: (challenge, ttl) => sign({ typ: 'challenge', kind: challenge.kind }, challenge.userId, ttl),
    async verifyChallenge(token, kind) {
      const payload = await verifySignature(token);
      if (payload.typ !== 'challenge' || payload.kind !== kind || typeof payload.sub !== 'string') {
        throw new TokenInvalid('invalid');
      }
      return { kind, userId: payload.sub };
    },
  };
}
