export declare const SYSTEM_CHROMIUM_PATHS: string[];
export declare const SYSTEM_HEADLESS_SHELL_PATHS: string[];
/** The headless flags used with every source. */
export declare const CHROMIUM_ARGS: string[];

export interface ResolvedChromium {
  executablePath: string;
  args: string[];
  source: 'CHROME_PATH' | 'system' | '@sparticuz/chromium';
}

export interface ResolveChromiumOptions {
  env?: NodeJS.ProcessEnv;
  systemPaths?: string[];
  exists?: (file: string) => boolean;
  loadPackaged?: () => Promise<{ executablePath: () => Promise<string> }>;
}

/** CHROME_PATH, else Debian's Chromium, else the Chromium shipped by @sparticuz/chromium. */
export declare function resolveChromium(options?: ResolveChromiumOptions): Promise<ResolvedChromium>;

/** For the journeys: CHROME_PATH, else Debian's chromium-headless-shell, else the npm package's headless shell. */
export declare function resolveHeadlessShell(options?: ResolveChromiumOptions): Promise<ResolvedChromium>;
