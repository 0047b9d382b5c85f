import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/payment-tables.ts',
    './server/db/guest-link-tables.ts',
    './server/db/venue-desk-tables.ts',
  ],
  out: './server/db/migrations',
});
