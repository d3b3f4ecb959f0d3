import os from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // One jsdom and one module cache per worker instead of per file: the environment and the
      // setup (Mantine, Testing Library) were half of the suite's time. Files stay independent:
      // the setup file clears storage, the token store, rendered trees and toasts around every
      // test, and restoreMocks/unstubGlobals undo spies and stubbed globals.
      isolate: false,
      // Vitest leaves a core free by default, which on a two-core CI machine means one worker:
      // two finish the suite in about 25 s instead of 40 s (docs/performance.md, "CI time").
      maxWorkers: Math.max(2, os.availableParallelism() - 1),
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
