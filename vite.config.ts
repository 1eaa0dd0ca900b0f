/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sampleData } from './src/api/data/vitePlugin.ts';
import { cspMeta } from './src/app/contentSecurityPolicy.ts';

export default defineConfig({
  plugins: [react(), sampleData(), cspMeta()],
  build: {
    target: 'es2022',
    reportCompressedSize: true,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // graphql-js refuses a schema built by another copy of itself; transforming graphql-tools and Apollo
    // makes them share the ESM graphql the tests import instead of loading the CommonJS one.
    server: { deps: { inline: [/@graphql-tools\//, /@apollo\/client/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // tests/fuzz runs here too, FUZZ_RUNS inputs per property (200 unless npm run test:fuzz).
          include: ['tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
});
