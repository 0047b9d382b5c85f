// `node make-pglite-template.mjs <template> <migrations>`: makes the embedded database's template
// (pglite-template.mjs) in a process of its own. PostgreSQL's initdb holds some 800 MB at its peak; made
// in the server's process, most of that stayed resident for the server's whole life. The database is
// made beside the template and renamed into place once migrated and closed, so a template is always
// whole. Prints one JSON line: the seconds it took and this process's peak resident memory.
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { openPglite } from './pglite-open.mjs';

const [template, migrationsFolder] = process.argv.slice(2);
const started = performance.now();
// A cache that cannot be written fails here, before initdb's seconds.
mkdirSync(dirname(template), { recursive: true });
const partial = `${template}.${process.pid}`;
try {
  const client = openPglite(partial);
  await migrate(drizzle(client), { migrationsFolder });
  await client.close();
  renameSync(partial, template);
} catch (error) {
  rmSync(partial, { recursive: true, force: true });
  // Another process made the template meanwhile (the rename found it there): it serves as well.
  if (!existsSync(template)) throw error;
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`);
