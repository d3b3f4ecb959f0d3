import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, resolveChromium, resolveHeadlessShell } from './index.mjs';

const packaged = { executablePath: async () => '/tmp/chromium' };
const loadPackaged = async () => packaged;
const only =
  (...files) =>
  (file) =>
    files.includes(file);

describe('which Chromium is launched', () => {
  it('takes CHROME_PATH first', async () => {
    const found = await resolveChromium({
      env: { CHROME_PATH: '/opt/chrome' },
      exists: only('/opt/chrome', '/usr/bin/chromium'),
      loadPackaged,
    });
    expect(found).toEqual({ executablePath: '/opt/chrome', args: CHROMIUM_ARGS, source: 'CHROME_PATH' });
  });

  it('refuses a CHROME_PATH that does not exist rather than quietly using another browser', async () => {
    await expect(
      resolveChromium({ env: { CHROME_PATH: '/nowhere/chrome' }, exists: only('/usr/bin/chromium'), loadPackaged }),
    ).rejects.toThrow(/CHROME_PATH is set to \/nowhere\/chrome/);
  });

  it("then Debian's Chromium", async () => {
    const found = await resolveChromium({ env: {}, exists: only('/usr/bin/chromium'), loadPackaged });
    expect(found.source).toBe('system');
    expect(found.executablePath).toBe('/usr/bin/chromium');
  });

  it('else the Chromium shipped on npm, with the same headless flags', async () => {
    const found = await resolveChromium({ env: {}, exists: only(), loadPackaged });
    expect(found).toEqual({ executablePath: '/tmp/chromium', args: CHROMIUM_ARGS, source: '@sparticuz/chromium' });
  });

  it("skips Debian's when CAMPUS_IGNORE_SYSTEM_CHROMIUM=1, to check the npm one on a machine with both", async () => {
    const found = await resolveChromium({
      env: { CAMPUS_IGNORE_SYSTEM_CHROMIUM: '1' },
      exists: only('/usr/bin/chromium'),
      loadPackaged,
    });
    expect(found.source).toBe('@sparticuz/chromium');
  });
});

describe('which Chromium the journeys launch', () => {
  it('takes CHROME_PATH first', async () => {
    const found = await resolveHeadlessShell({
      env: { CHROME_PATH: '/opt/chrome' },
      exists: only('/opt/chrome', '/usr/bin/chromium-headless-shell'),
      loadPackaged,
    });
    expect(found.source).toBe('CHROME_PATH');
  });

  it("then Debian's headless shell", async () => {
    const found = await resolveHeadlessShell({
      env: {},
      exists: only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'),
      loadPackaged,
    });
    expect(found).toEqual({
      executablePath: '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
      source: 'system',
    });
  });

  it("else the npm package's headless shell, not Debian's full browser", async () => {
    const found = await resolveHeadlessShell({ env: {}, exists: only('/usr/bin/chromium'), loadPackaged });
    expect(found).toEqual({ executablePath: '/tmp/chromium', args: CHROMIUM_ARGS, source: '@sparticuz/chromium' });
  });
});
