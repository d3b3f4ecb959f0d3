import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      STORAGE: 'local',
      DEMO_PASSWORD: 'Demo!2345',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the bad variable in a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });
});
