import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { shellPreloads } from './build/shellPreloads';
import { unusedMantineCss } from './build/unusedMantineCss';

const API_TARGET = 'http://localhost:3000';

// The shared contracts are read from source so the app never runs against a stale build.
const contractsSource = new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname;

export default defineConfig({
  plugins: [
    react(),
    unusedMantineCss(),
    shellPreloads('/src/app/layouts/SignedInLayout.tsx', {
      '/home': '/src/features/shell/home/components/HomePage.tsx',
    }),
    precompress(),
  ],
  resolve: { alias: { '@campus/contracts': contractsSource } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The 'app' chunk below is most of the entry (about 500 kB before compression, 130 kB as brotli).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // What screens share is named after every screen sharing it; a short name keeps index.html small.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.startsWith('shared~'))
            ? 'assets/shared-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // The entry comes in three chunks fetched side by side (React; zod; the rest as 'app',
          // with the contracts it uses), and the signed-in shell is one more ('shell'), named in
          // index.html by the server (decision 0020). What lazily loaded screens share is split by
          // the set of screens sharing it (entriesAware), so a screen loads only code it uses and
          // only the contracts' schemas its calls need are built (decision 0034).
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 6 },
            { name: 'zod', test: /node_modules\/zod\//, priority: 5 },
            { name: 'app', test: /\/src\/main\.tsx$/, priority: 4 },
            { name: 'shell', test: /\/src\/app\/layouts\/SignedInLayout\.tsx$/, priority: 3 },
            { name: 'HomePage', test: /\/src\/features\/shell\/home\/components\/HomePage\.tsx$/, priority: 2 },
            {
              name: 'shared',
              test: /./,
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
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
