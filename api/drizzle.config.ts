import { defineConfig } from 'drizzle-kit';

// Offline: generates SQL migrations from src/db/schema; never connects to a database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
