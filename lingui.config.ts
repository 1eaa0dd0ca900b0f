/**
 * Lingui's catalogs (docs/architecture.md#languages): English is the source, written in the code
 * with the macros; `npm run i18n:extract` writes every message into one PO file per language under
 * src/locales, which translators edit, and the Vite plugin compiles the chosen one when it loads.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/lib/locales.ts';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // A message missing from a catalog would show English; the check (scripts/check-catalogs.mjs) keeps that from shipping.
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // The backend, the server and the GraphiQL developer tool speak English only.
      exclude: ['**/node_modules/**', '<rootDir>/src/api/**', '<rootDir>/src/server/**', '<rootDir>/src/pages/graphiql/**', '<rootDir>/src/gql/**'],
    },
  ],
  // File names without line numbers: a translator sees where a message is used, and an edit that
  // moves a line does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
