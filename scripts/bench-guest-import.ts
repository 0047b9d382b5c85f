/**
 * `npm run bench:guest-import`: a guest list imported through the real API, as the dashboard does
 * it. Starts the app on 127.0.0.1 with the embedded PGlite in a temporary data folder
 * (BENCH_DATABASE_URL: that PostgreSQL database instead), registers an owner, creates an invitation,
 * writes an Excel CSV (BOM, `;`, CRLF, numbers as people type them) of BENCH_GUESTS (default 2,000)
 * guests, reads it with the import's own preview (engine/guests/guest-csv-import.ts, against the
 * guests already there), and posts the rows it found ready in calls of 500 (the dashboard's batch,
 * GUEST_IMPORT_BATCH_MAX), printing the progress, the whole time and guests per second. Then it
 * imports the same file again: the preview and the server both find everyone there
 * (docs/product.md#guest-import). Last, the time of the list of every guest and of one searched page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGuestCsv } from '../engine/guests/guest-csv-import';
import { GUEST_IMPORT_BATCH_MAX, type GuestImportRow } from '../schemas/requests/guests';
import type { GuestImportResult, GuestListMeta, OwnerGuest } from '../schemas/responses/owner-guests';
import { apiCall } from './bench/api-call';
import { buildWebApp, startServer } from './start-process';

const total = Number(process.env.BENCH_GUESTS ?? 2000);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const port = '3904';
const base = `http://127.0.0.1:${port}`;

const GROUPS = ['Keluarga', 'Keluarga Besar', 'Teman Kantor', 'Teman SMA', 'Teman Kuliah', 'Tetangga', 'Rekan Bisnis'];
const FIRST = ['Budi', 'Siti', 'Agus', 'Dewi', 'Rina', 'Joko', 'Putri', 'Andi', 'Wulan', 'Eko', 'Sari', 'Hendra'];
const LAST = ['Santoso', 'Wijaya', 'Lestari', 'Pratama', 'Hidayat', 'Kusuma', 'Saputra', 'Nugroho', 'Rahayu'];

/** Guest n: a name, a group and a number of their own (0812, then n in 8 digits, written 0812-…). */
const guestRow = (n: number): GuestImportRow => ({
  name: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n + 1}`,
  group: GROUPS[n % GROUPS.length],
  whatsapp_number: `0812-${String(n)
    .padStart(8, '0')
    .replace(/(\d{4})(\d{4})/, '$1-$2')}`,
});

/** The rows as Excel saves a CSV for an Indonesian owner: a BOM, `;` between fields, CRLF. */
const excelCsv = (rows: GuestImportRow[]) =>
  `\ufeffNama;Grup;No. WhatsApp\r\n${rows.map((row) => `${row.name};${row.group};${row.whatsapp_number}`).join('\r\n')}`;

/** The file read by the import's preview against the guests already there: the rows it finds ready. */
async function preview(invitationId: string, token: string, file: string, label: string) {
  const started = performance.now();
  const { data: existing } = await call<{ data: OwnerGuest[] }>(
    'GET',
    `/v1/invitation/${invitationId}/guest`,
    undefined,
    token,
  );
  const read = readGuestCsv(file, existing);
  const ms = Math.round(performance.now() - started);
  console.log(
    `  ${label} preview: ${read.toImport.length} ready, ${read.counts.problem} with a problem, ` +
      `${read.counts.duplicate} already there (${existing.length} guests read, ${ms} ms)`,
  );
  return { rows: read.toImport, seconds: ms / 1000 };
}

const call = <T>(method: string, path: string, body?: unknown, token?: string) =>
  apiCall<T>(base, method, path, body, token);

/** Posts the rows in calls of GUEST_IMPORT_BATCH_MAX, printing each call; the sum of the answers and the time. */
async function importAll(invitationId: string, token: string, rows: GuestImportRow[], label: string) {
  const sum = { added: 0, skipped: 0 };
  const started = performance.now();
  for (let start = 0; start < rows.length; start += GUEST_IMPORT_BATCH_MAX) {
    const batch = rows.slice(start, start + GUEST_IMPORT_BATCH_MAX);
    const callStarted = performance.now();
    const { data } = await call<{ data: GuestImportResult }>(
      'POST',
      `/v1/invitation/${invitationId}/guest/import`,
      { guests: batch },
      token,
    );
    sum.added += data.added;
    sum.skipped += data.skipped;
    const done = start + batch.length;
    console.log(
      `  ${label} ${`${done}/${rows.length}`.padStart(11)}  added ${String(data.added).padStart(3)}, ` +
        `skipped ${String(data.skipped).padStart(3)}  (${Math.round(performance.now() - callStarted)} ms)`,
    );
  }
  return { ...sum, seconds: (performance.now() - started) / 1000 };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - started)];
}

await buildWebApp();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-guests-'));
const server = await startServer(port, dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});

try {
  console.log(
    `guest import: ${total} guests, calls of ${GUEST_IMPORT_BATCH_MAX}, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}\n`,
  );
  const email = `bench-${Date.now()}@contoh.id`;
  const { data: session } = await call<{ data: { access_token: string } }>('POST', '/v1/auth/register', {
    name: 'Pemilik Bench',
    email,
    password: 'kata-sandi-bench-kuat',
  });
  const token = session.access_token;
  const { data: invitation } = await call<{ data: { id: string } }>(
    'POST',
    '/v1/invitation',
    { slug: `bench-tamu-${Date.now()}`, theme: 'floral-whimsy', use_multiple_event: false },
    token,
  );
  const rows = Array.from({ length: total }, (_, n) => guestRow(n));
  const file = excelCsv(rows);

  const read = await preview(invitation.id, token, file, 'import');
  const first = await importAll(invitation.id, token, read.rows, 'import');
  const whole = read.seconds + first.seconds;
  console.log(
    `\nfirst import: ${first.added} added, ${first.skipped} skipped; preview ${read.seconds.toFixed(2)} s + ` +
      `upload ${first.seconds.toFixed(2)} s = ${whole.toFixed(2)} s (${Math.round(total / whole)} guests/s)\n`,
  );
  const readAgain = await preview(invitation.id, token, file, 'again ');
  // The preview sends nobody now; the server is asked with every row anyway, and must skip them all.
  const again = await importAll(invitation.id, token, read.rows, 'again ');
  console.log(
    `\nsame file again: the preview finds ${readAgain.rows.length} to add; the server, sent every row, ` +
      `added ${again.added} and skipped ${again.skipped} in ${again.seconds.toFixed(2)} s` +
      `${again.added === 0 && readAgain.rows.length === 0 ? '' : '  <- expected 0 added'}\n`,
  );

  const listPath = `/v1/invitation/${invitation.id}/guest`;
  const [all, allMs] = await timed(() =>
    call<{ data: unknown[]; meta: GuestListMeta }>('GET', listPath, undefined, token),
  );
  const [page, pageMs] = await timed(() =>
    call<{ data: unknown[]; meta: GuestListMeta }>(
      'GET',
      `${listPath}?q=${encodeURIComponent('0812 0000 1')}&group=Teman%20Kantor&sort=name&pageSize=50`,
      undefined,
      token,
    ),
  );
  console.log(`list of every guest: ${all.data.length} guests (meta.all ${all.meta.all}) in ${allMs} ms`);
  console.log(
    `searched page ("0812 0000 1", Teman Kantor, by name, 50 a page): ${page.meta.total} match, ${page.data.length} shown in ${pageMs} ms`,
  );
  if (first.added !== total || again.added !== 0 || readAgain.rows.length !== 0 || all.meta.all !== total) {
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
