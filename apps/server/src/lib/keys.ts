import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import type { Config } from '../env.js';

export interface SigningKeys {
  /** ES256 key pair that signs both token stages. */
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  /** HMAC secret for upload policies of the local storage driver. */
  uploadSecret: string;
}

const ALG = 'ES256';

/**
 * Keys come from the environment or, failing that, from DATA_DIR/keys (generated on first
 * start). Instances that share DATA_DIR or the variables sign and verify alike.
 */
export async function loadSigningKeys(config: Config): Promise<SigningKeys> {
  const dir = path.join(config.dataDir, 'keys');
  const pemFile = path.join(dir, 'jwt-es256.pem');
  const secretFile = path.join(dir, 'upload-secret');
  let pem = config.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!pem) {
    if (!fs.existsSync(pemFile)) {
      const { privateKey } = await generateKeyPair(ALG, { extractable: true });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(pemFile, await exportPKCS8(privateKey), { mode: 0o600 });
    }
    pem = fs.readFileSync(pemFile, 'utf8');
  }
  let uploadSecret = config.UPLOAD_SIGNING_SECRET;
  if (!uploadSecret) {
    if (!fs.existsSync(secretFile)) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    uploadSecret = fs.readFileSync(secretFile, 'utf8').trim();
  }
  const privateKey = await importPKCS8(pem, ALG, { extractable: true });
  const fullJwk = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: fullJwk.kty, crv: fullJwk.crv, x: fullJwk.x, y: fullJwk.y };
  const kid = crypto.createHash('sha256').update(JSON.stringify(publicJwk)).digest('base64url').slice(0, 16);
  const publicKey = (await importJWK(publicJwk, ALG)) as CryptoKey;
  return { privateKey, publicKey, publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' }, kid, uploadSecret };
}

export const SIGNING_ALG = ALG;
