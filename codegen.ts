import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Two outputs from the one schema: typed documents for the UI and the tests (client preset), and
 * resolver signatures for the in-browser backend, mapped onto the records it stores.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', 'tests/{api,ui}/**/*.{ts,tsx}', '!src/gql/**/*', '!src/api/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        // Calendar dates stay ISO text end to end (src/lib/calendarDate.ts).
        scalars: { Date: 'string' },
        strictScalars: true,
      },
    },
    'src/api/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#ApiContext',
        scalars: { Date: 'string' },
        strictScalars: true,
        mappers: {
          Property: '../data/model#PropertyNode',
          User: '../store/shapes#StoredUser',
          University: '../data/model#UniversityRecord',
          Conversation: '../store/conversations#ConversationView',
          Message: '../store/conversations#MessageView',
          Booking: '../store/bookings#BookingView',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
  hooks: { afterAllFileWrite: ['node scripts/format-generated.mjs'] },
};

export default config;
