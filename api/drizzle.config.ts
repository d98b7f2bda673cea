import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a migration from src/db/schema.ts; it works offline.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
