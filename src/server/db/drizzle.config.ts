/** drizzle-kit's settings: `npm run db:generate` writes a migration for each change to schema.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
