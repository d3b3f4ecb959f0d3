import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import {
  firstStageClaimsSchema,
  secondStageClaimsSchema,
  type FirstStageClaims,
  type SecondStageClaims,
} from '@campus/contracts';
import { SIGNING_ALG, type SigningKeys } from '../../lib/keys.js';

const ISSUER = 'campus';

export type TokenClaims = FirstStageClaims | SecondStageClaims;

export interface TokenService {
  signFirstStage(claims: Omit<FirstStageClaims, 'exp' | 'typ'>, ttlSeconds: number): Promise<string>;
  signSecondStage(claims: Omit<SecondStageClaims, 'exp' | 'typ'>, ttlSeconds: number): Promise<string>;
  /** Verifies signature, issuer and expiry; throws TokenInvalid with a reason otherwise. */
  verify(token: string): Promise<TokenClaims>;
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

  return {
    signFirstStage: (claims, ttl) => sign({ ...claims, typ: 'id' }, claims.sub, ttl),
    signSecondStage: (claims, ttl) => sign({ ...claims, typ: 'workspace' }, claims.userId, ttl),
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, keys.publicKey, { issuer: ISSUER, algorithms: [SIGNING_ALG] }));
      } catch (error) {
        throw new TokenInvalid(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
      }
      const schema = payload.typ === 'id' ? firstStageClaimsSchema : secondStageClaimsSchema;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new TokenInvalid('invalid');
      return parsed.data;
    },
  };
}
