import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The contracts' tests are pure functions over the schemas, the routes and the rules: no
    // mocks, no stubbed globals, nothing kept between files. One module cache per worker instead
    // of one per file, and two workers on a two-core machine (vitest leaves a core free by
    // default): vitest's own report put the per-file start-up at about 2.6 s a file on a busy
    // machine (docs/performance.md, "CI time").
    isolate: false,
    maxWorkers: 2,
  },
});
