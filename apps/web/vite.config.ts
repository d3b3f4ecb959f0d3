import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const API_TARGET = 'http://localhost:3000';

// The shared contracts are read from source so the app never runs against a stale build.
const contractsSource = new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@campus/contracts': contractsSource } },
  build: { outDir: 'dist', sourcemap: true },
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
