import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the TypeScript schema and committed; both PGlite and
// PostgreSQL apply the same folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
