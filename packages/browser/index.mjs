// Which Chromium the project launches (Playwright journeys, and later the server's PDF renderer).
// Plain JavaScript without a build step, so the root scripts can use it as it is.
import fs from 'node:fs';

/** Where Debian (and most distributions) install Chromium. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Where Debian's `chromium-headless-shell` package installs Chromium's headless shell. */
export const SYSTEM_HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/**
 * Flags for Chromium run headless on a server or in CI: no sandbox (we often run as root in a
 * container), no GPU, and none of the background traffic a desktop browser starts. The same for
 * every source: the npm package suggests flags of its own for AWS Lambda, among them
 * --disable-web-security and --single-process, which would let journeys pass that a real browser
 * fails (and a PDF renderer must not drop web security); its binary runs fine without them.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser to launch. In order: `CHROME_PATH` (a person's explicit choice, so a wrong path is
 * an error rather than silently replaced), Debian's Chromium, else the Chromium that the npm
 * package @sparticuz/chromium ships compressed, unpacked on first use to /tmp/chromium. A fresh
 * machine thus needs nothing but Node and npm. `CAMPUS_IGNORE_SYSTEM_CHROMIUM=1` skips Debian's,
 * to check the npm fallback on a machine that has both.
 *
 * @param {{ env?: NodeJS.ProcessEnv, systemPaths?: string[], exists?: (file: string) => boolean, loadPackaged?: () => Promise<{ executablePath: () => Promise<string> }> }} [options]
 * @returns {Promise<{ executablePath: string, args: string[], source: 'CHROME_PATH' | 'system' | '@sparticuz/chromium' }>}
 */
export async function resolveChromium(options = {}) {
  return resolve(options, options.systemPaths ?? SYSTEM_CHROMIUM_PATHS);
}

/**
 * The browser for the Playwright journeys: Chromium's headless shell, which draws the same pages
 * with the same engine but without the desktop browser's windowing and GPU processes. The
 * journeys ran in 305 s with it against 439 s with Debian's full Chromium on two cores, where
 * CPU is what they wait for (decision 0036). In order: `CHROME_PATH`, Debian's
 * `chromium-headless-shell`, else the one the npm package @sparticuz/chromium ships (a headless
 * shell build). Same options as `resolveChromium`.
 *
 * @param {Parameters<typeof resolveChromium>[0]} [options]
 * @returns {ReturnType<typeof resolveChromium>}
 */
export async function resolveHeadlessShell(options = {}) {
  return resolve(options, options.systemPaths ?? SYSTEM_HEADLESS_SHELL_PATHS);
}

async function resolve(options, systemPaths) {
  const { env = process.env, exists = fs.existsSync, loadPackaged = loadSparticuz } = options;
  if (env.CHROME_PATH) {
    if (!exists(env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, which does not exist: fix it or unset it.`);
    }
    return { executablePath: env.CHROME_PATH, args: CHROMIUM_ARGS, source: 'CHROME_PATH' };
  }
  if (env.CAMPUS_IGNORE_SYSTEM_CHROMIUM !== '1') {
    const system = systemPaths.find((file) => exists(file));
    if (system) return { executablePath: system, args: CHROMIUM_ARGS, source: 'system' };
  }
  const packaged = await loadPackaged();
  return { executablePath: await packaged.executablePath(), args: CHROMIUM_ARGS, source: '@sparticuz/chromium' };
}

async function loadSparticuz() {
  // Imported only when needed: unpacking the browser costs a few seconds the first time.
  return (await import('@sparticuz/chromium')).default;
}
