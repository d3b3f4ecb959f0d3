import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { createFileOnce, loadSigningKeys } from './keys.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-keys-'));
  dirs.push(dir);
  return dir;
};

describe('generated keys', () => {
  it('instances generating at once on one DATA_DIR all end up with the one key written', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: newDir() });
    const loaded = await Promise.all([1, 2, 3, 4].map(() => loadSigningKeys(config)));
    expect(new Set(loaded.map((keys) => keys.kid)).size).toBe(1);
    expect(new Set(loaded.map((keys) => keys.uploadSecret)).size).toBe(1);
    expect(new Set(loaded.map((keys) => keys.refreshSecret.toString('hex'))).size).toBe(1);
    // No temporary files left behind.
    expect(fs.readdirSync(path.join(config.dataDir, 'keys')).sort()).toEqual(['jwt-es256.pem', 'upload-secret']);
    // A later start reads the same key.
    expect((await loadSigningKeys(config)).kid).toBe(loaded[0]?.kid);
  });

  it('createFileOnce keeps the first content and never truncates it', () => {
    const file = path.join(newDir(), 'key');
    createFileOnce(file, 'first');
    createFileOnce(file, 'second');
    expect(fs.readFileSync(file, 'utf8')).toBe('first');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
