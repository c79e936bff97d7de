import { defineConfig } from 'drizzle-kit';

// Only generates SQL: migrations are applied by server/db/migrate.ts on start (both drivers), so no
// credentials are needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
