import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files share their worker's module cache instead of importing the app (and compiling
    // PGlite's WebAssembly) again for each file: half the CPU time of the suite. Files stay
    // independent: each builds its own app on its own copy of the template database, and nothing
    // in the server keeps state between apps except the password-hashing gate, which buildApp
    // configures anew (passwords.ts).
    isolate: false,
  },
});
