import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { shellPreloads } from './build/shellPreloads';
import { unusedMantineCss } from './build/unusedMantineCss';

const API_TARGET = 'http://localhost:3000';

// The shared contracts are read from source so the app never runs against a stale build.
const contractsSource = new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname;

export default defineConfig({
  plugins: [react(), unusedMantineCss(), shellPreloads('/src/app/layouts/SignedInLayout.tsx'), precompress()],
  resolve: { alias: { '@campus/contracts': contractsSource } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The 'app' chunk below is the whole entry (about 700 kB before compression, 190 kB as brotli).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few requests on a first load (decision 0020): browsers open six connections to a
          // server speaking HTTP/1.1, so each wave of small files costs a round trip. What the
          // entry imports comes in three chunks fetched side by side (React; zod and the
          // contracts; the rest as 'app'), and what the lazily loaded screens share is one more
          // ('shared'): a screen then needs its own chunk and at most 'shared'.
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 4 },
            { name: 'contracts', test: /node_modules\/zod\/|packages\/contracts\//, priority: 3 },
            { name: 'app', test: /\/src\/main\.tsx$/, priority: 2 },
            { name: 'shared', test: /./, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/dev': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
