import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` from apps/server writes the SQL migrations into drizzle/ (committed).
// The same set runs on PGlite and on PostgreSQL (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
