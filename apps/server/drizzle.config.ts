import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the TypeScript schema and committed; both PGlite and
// PostgreSQL apply the same folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  // DRIZZLE_OUT only for scripts/check-migrations.mjs, which generates into a copy to find drift.
  out: process.env.DRIZZLE_OUT ?? './src/db/migrations',
});
