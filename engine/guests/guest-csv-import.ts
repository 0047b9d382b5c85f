import Papa from 'papaparse';
import { TEXT_MAX } from '../../schemas/limits';
import { GUEST_GROUP_MAX, guestPayloadSchema, type GuestImportRow } from '../../schemas/requests/guests';
import { normalizeWhatsAppNumber } from '../format/phone-number';
import { guestIdentity } from './guest-identity';

/**
 * The owner's guest list from a CSV file (docs/product.md#guest-import): read in the browser, checked
 * row by row with the server's own rules and messages, and shown as a preview before anything is
 * sent. Files from Excel (`;`, a BOM, CRLF), Google Contacts (new and old export) and hand-written
 * lists without a header are read alike.
 */

/** Data rows one file may hold. */
export const GUEST_CSV_ROWS_MAX = 5_000;

const SEATS = guestPayloadSchema.properties.seats;

export const GUEST_CSV_MESSAGES = {
  nameMissing: 'Nama tamu wajib diisi',
  seatsInvalid: SEATS.errorMessage.type,
  seatsTooFew: SEATS.errorMessage.minimum,
  seatsTooMany: SEATS.errorMessage.maximum,
  vipInvalid: 'VIP harus ya atau tidak',
  nameTooLong: `Nama tamu maksimal ${TEXT_MAX.name} karakter`,
  groupTooLong: `Grup maksimal ${GUEST_GROUP_MAX} karakter`,
  numberInvalid: 'Format nomor WhatsApp tidak valid',
  sameAsRow: (line: number) => `Sama dengan baris ${line}`,
  existing: 'Sudah ada di daftar tamu',
  empty: 'Berkas tidak berisi tamu',
  tooMany: 'Maksimal 5.000 tamu dalam satu berkas',
  noNameColumn: 'Kolom nama tamu tidak ditemukan pada baris judul',
  notCsv: 'Berkas ini bukan CSV. Dari Excel, simpan dulu sebagai "CSV UTF-8".',
  unclosedQuote: 'Baris tidak terbaca: tanda kutip tidak ditutup',
  badQuote: 'Baris tidak terbaca: tanda kutip tidak sesuai',
} as const;

export type GuestCsvStatus = 'ok' | 'problem' | 'duplicate';

export type GuestCsvRow = {
  /** The row's first line in the file (the header is line 1). */
  line: number;
  name: string;
  group: string;
  /** The number as the file holds it ('' for none). */
  number: string;
  /** The number as +62…, or null (none given, or not a WhatsApp number). */
  whatsapp_number: string | null;
  /** The seats the file gives ('Kursi'), or null (none given, or not a whole number). */
  seats: number | null;
  /** Whether the file makes the guest a guest of honour ('VIP': ya/tidak, yes/no, 1/0, true/false). */
  vip: boolean;
  status: GuestCsvStatus;
  /** Why the row is not imported, in Indonesian; empty for an `ok` row. */
  messages: string[];
};

export type GuestCsvPreview = {
  rows: GuestCsvRow[];
  counts: { rows: number; ok: number; problem: number; duplicate: number };
  /** The `ok` rows as the import call takes them. */
  toImport: GuestImportRow[];
  /** What stops the whole file (empty, too many rows, no name column, no CSV); null when its rows were read. */
  fileProblem: string | null;
  /** The header cells read for each field; null for a file without a header (name, number, group). */
  columns: { name: string[]; group: string | null; number: string[]; seats: string | null; vip: string | null } | null;
};

type ExistingGuest = { name: string; whatsapp_number: string | null };

/** A header cell as compared: lower case, letters and digits only ('No. WhatsApp' → 'nowhatsapp'). */
const key = (cell: string) => cell.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const FULL_NAME = ['nama', 'namatamu', 'namalengkap', 'name', 'fullname'];
/** Google Contacts: the current export, then the old one; joined with spaces. */
const NAME_PARTS = [
  ['firstname', 'middlename', 'lastname'],
  ['givenname', 'additionalname', 'familyname'],
];
const GROUP = ['grup', 'group', 'kelompok', 'kategori', 'labels', 'groupmembership', 'keterangan'];
const SEATS_COLUMN = ['kursi', 'jumlahkursi', 'seats', 'seat'];
const VIP_COLUMN = ['vip', 'tamuvip'];
/** A VIP cell's words (any case): yes or no; blank is no. */
const VIP_YES = ['ya', 'y', 'yes', '1', 'true', 'vip'];
const VIP_NO = ['tidak', 't', 'no', 'n', '0', 'false', 'bukan'];
/** Google's label lists ("* myContacts ::: Keluarga"). */
const LABEL_LISTS = ['labels', 'groupmembership'];
const WHATSAPP = ['nowhatsapp', 'nomorwhatsapp', 'whatsapp', 'nowa', 'nomorwa', 'wa'];
const PHONE = [
  'nohp',
  'nomorhp',
  'hp',
  'nohandphone',
  'nomorhandphone',
  'handphone',
  'telepon',
  'notelepon',
  'nomortelepon',
  'notelp',
  'telp',
  'phone',
  'phonenumber',
  'mobile',
  'mobilephone',
];
/** Google's "Phone 1 - Value", "Phone 2 - Value" … */
const GOOGLE_PHONE = /^phone\d+value$/;
/** Google keeps several values of one field in one cell. */
const MULTI_VALUE = /\s*:::\s*/;

type Columns = {
  fullName: number[];
  parts: number[][];
  group: number[];
  number: number[];
  seats: number[];
  vip: number[];
};

/** The fields a header row names, or null when it names none (a file without a header). */
function columnsOf(header: string[]): Columns | null {
  const keys = header.map(key);
  const find = (aliases: string[]) =>
    aliases.flatMap((alias) => keys.flatMap((cell, index) => (cell === alias ? [index] : [])));
  const columns: Columns = {
    fullName: find(FULL_NAME),
    parts: NAME_PARTS.map(find).filter((found) => found.length > 0),
    group: find(GROUP),
    number: [
      ...find(WHATSAPP),
      ...keys.flatMap((cell, index) => (PHONE.includes(cell) || GOOGLE_PHONE.test(cell) ? [index] : [])),
    ],
    seats: find(SEATS_COLUMN),
    vip: find(VIP_COLUMN),
  };
  const named =
    columns.fullName.length +
    columns.parts.length +
    columns.group.length +
    columns.number.length +
    columns.seats.length +
    columns.vip.length;
  return named > 0 ? columns : null;
}

/** How many cells of a header row name a field (0: no header). */
function namedCells(row: string[] | undefined): number {
  const columns = row && columnsOf(row);
  if (!columns) return 0;
  return (
    columns.fullName.length +
    columns.parts.flat().length +
    columns.group.length +
    columns.number.length +
    columns.seats.length +
    columns.vip.length
  );
}

const DELIMITERS = [',', ';', '\t'];

/**
 * The delimiter of a file: the one under which the first row is the header naming the most fields;
 * without a header, the one that splits the first rows into the most cells (`,` when none splits).
 * Papaparse's own guess needs two cells a row on average, which a short file with blank lines misses.
 */
function delimiterOf(body: string): string {
  let best = { delimiter: ',', named: 0, cells: 1 };
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(body, { delimiter, preview: 20, skipEmptyLines: 'greedy' }).data;
    if (rows.length === 0) continue;
    const named = namedCells(rows[0]);
    const cells = rows.reduce((sum, row) => sum + row.length, 0) / rows.length;
    if (named > best.named || (named === best.named && cells > best.cells)) best = { delimiter, named, cells };
  }
  return best.delimiter;
}

/** Without a header: column 1 the name, 2 the number, 3 the group. */
const POSITIONAL: Columns = { fullName: [0], parts: [], group: [2], number: [1], seats: [], vip: [] };

const tidy = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const length = (text: string) => Array.from(text).length;

function nameOf(cells: string[], columns: Columns): string {
  for (const index of columns.fullName) {
    const name = tidy(cells[index]);
    if (name) return name;
  }
  for (const parts of columns.parts) {
    const name = tidy(parts.map((index) => cells[index] ?? '').join(' '));
    if (name) return name;
  }
  return '';
}

function groupOf(cells: string[], columns: Columns, header: string[] | null): string {
  for (const index of columns.group) {
    const cell = cells[index] ?? '';
    const labels = header && LABEL_LISTS.includes(key(header[index] ?? ''));
    const group = labels
      ? (cell
          .split(MULTI_VALUE)
          .map(tidy)
          .find((label) => label && !label.startsWith('* ')) ?? '')
      : tidy(cell);
    if (group) return group;
  }
  return '';
}

/** The first value that is a WhatsApp number, across the number columns and the values of a cell. */
function numberOf(cells: string[], columns: Columns): { number: string; whatsapp_number: string | null } {
  const values = columns.number.flatMap((index) => (cells[index] ?? '').split(MULTI_VALUE).map(tidy)).filter(Boolean);
  for (const value of values) {
    const normalized = normalizeWhatsAppNumber(value);
    if (normalized) return { number: value, whatsapp_number: normalized };
  }
  return { number: values[0] ?? '', whatsapp_number: null };
}

/** The seats a row gives: none (blank or no column), a whole number, or why it cannot be taken. */
function seatsOf(cells: string[], columns: Columns): { seats: number | null; problem: string | null } {
  const cell = tidy(columns.seats.map((index) => cells[index] ?? '').find((value) => tidy(value)));
  if (!cell) return { seats: null, problem: null };
  if (!/^\d+$/.test(cell)) return { seats: null, problem: GUEST_CSV_MESSAGES.seatsInvalid };
  const seats = Number(cell);
  if (seats < SEATS.minimum) return { seats, problem: GUEST_CSV_MESSAGES.seatsTooFew };
  if (seats > SEATS.maximum) return { seats, problem: GUEST_CSV_MESSAGES.seatsTooMany };
  return { seats, problem: null };
}

/** Whether a row makes the guest VIP: blank or no column is no; a word neither yes nor no is a problem. */
function vipOf(cells: string[], columns: Columns): { vip: boolean; problem: string | null } {
  const cell = tidy(columns.vip.map((index) => cells[index] ?? '').find((value) => tidy(value))).toLowerCase();
  if (!cell || VIP_NO.includes(cell)) return { vip: false, problem: null };
  if (VIP_YES.includes(cell)) return { vip: true, problem: null };
  return { vip: false, problem: GUEST_CSV_MESSAGES.vipInvalid };
}

const PARSE_PROBLEMS: Record<string, string> = {
  MissingQuotes: GUEST_CSV_MESSAGES.unclosedQuote,
  InvalidQuotes: GUEST_CSV_MESSAGES.badQuote,
};

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

// eslint-disable-next-line no-control-regex -- looking for exactly these
const BINARY = /[\u0000-\u0008\u000E-\u001F]/;

/** An Excel hint on the first line ("sep=;"): the delimiter, said outright. */
const EXCEL_SEPARATOR = /^sep=(.)(?:\r\n|\r|\n)/i;

const emptyPreview = (fileProblem: string | null, columns: GuestCsvPreview['columns'] = null): GuestCsvPreview => ({
  rows: [],
  counts: { rows: 0, ok: 0, problem: 0, duplicate: 0 },
  toImport: [],
  fileProblem,
  columns,
});

type CsvRecord = { line: number; cells: string[]; parseProblem?: string };

/**
 * A file's rows (a BOM and Excel's "sep=" hint dropped, its delimiter found), each with the line it
 * starts on and, when it could not be read, why; blank rows (no cell with text) left out.
 */
function csvRecords(text: string): CsvRecord[] {
  let body = text.replace(/^\uFEFF/, '');
  let firstLine = 1;
  let delimiter = '';
  const hint = EXCEL_SEPARATOR.exec(body);
  if (hint) {
    delimiter = hint[1]!;
    body = body.slice(hint[0].length);
    firstLine = 2;
  }

  const parsed = Papa.parse<string[]>(body, { delimiter: delimiter || delimiterOf(body), skipEmptyLines: false });
  const problemsByRow = new Map<number, string>();
  for (const error of parsed.errors) {
    const message = PARSE_PROBLEMS[error.code];
    if (message && error.row !== undefined && !problemsByRow.has(error.row)) problemsByRow.set(error.row, message);
  }

  const records: CsvRecord[] = [];
  let line = firstLine;
  parsed.data.forEach((cells, index) => {
    const parseProblem = problemsByRow.get(index);
    if (cells.some((cell) => cell.trim() !== '') || parseProblem) records.push({ line, cells, parseProblem });
    line += 1 + cells.reduce((breaks, cell) => breaks + lineBreaks(cell), 0);
  });
  return records;
}

/** The rows checked (see readGuestCsv), with the `ok` ones as the import call takes them. */
function checkedRows(
  dataRows: CsvRecord[],
  columns: Columns,
  headerCells: string[] | null,
  existing: ExistingGuest[],
): { rows: GuestCsvRow[]; toImport: GuestImportRow[] } {
  const known = new Set(existing.map(guestIdentity));
  const seen = new Map<string, number>();
  const rows: GuestCsvRow[] = [];
  const toImport: GuestImportRow[] = [];
  for (const record of dataRows) {
    const name = nameOf(record.cells, columns);
    const group = groupOf(record.cells, columns, headerCells);
    const { number, whatsapp_number } = numberOf(record.cells, columns);
    const { seats, problem: seatsProblem } = seatsOf(record.cells, columns);
    const { vip, problem: vipProblem } = vipOf(record.cells, columns);
    const messages: string[] = [];
    if (record.parseProblem) messages.push(record.parseProblem);
    if (!name) messages.push(GUEST_CSV_MESSAGES.nameMissing);
    else if (length(name) > TEXT_MAX.name) messages.push(GUEST_CSV_MESSAGES.nameTooLong);
    if (length(group) > GUEST_GROUP_MAX) messages.push(GUEST_CSV_MESSAGES.groupTooLong);
    if (number && !whatsapp_number) messages.push(GUEST_CSV_MESSAGES.numberInvalid);
    if (seatsProblem) messages.push(seatsProblem);
    if (vipProblem) messages.push(vipProblem);

    let status: GuestCsvStatus = messages.length > 0 ? 'problem' : 'ok';
    if (status === 'ok') {
      const identity = guestIdentity({ name, whatsapp_number });
      const earlier = seen.get(identity);
      if (known.has(identity)) messages.push(GUEST_CSV_MESSAGES.existing);
      else if (earlier !== undefined) messages.push(GUEST_CSV_MESSAGES.sameAsRow(earlier));
      else seen.set(identity, record.line);
      if (messages.length > 0) status = 'duplicate';
    }
    rows.push({ line: record.line, name, group, number, whatsapp_number, seats, vip, status, messages });
    if (status === 'ok')
      toImport.push({
        name,
        ...(group && { group }),
        ...(whatsapp_number && { whatsapp_number }),
        ...(seats !== null && { seats }),
        ...(vip && { vip }),
      });
  }
  return { rows, toImport };
}

/**
 * A CSV file's guests, checked: each data row with its line, name, group, number (as typed and as
 * +62…), seats ('Kursi') and VIP ('VIP': ya/tidak), when the file has them, `ok`, a `problem` (missing or too long name, too
 * long group, a number that is no WhatsApp number, seats that are no whole number from 1 to 20, a line
 * that cannot be read) or a `duplicate` (of an earlier row of the file, or of one of
 * the `existing` guests, by guestIdentity: what the server would skip).
 */
export function readGuestCsv(text: string, existing: ExistingGuest[]): GuestCsvPreview {
  // A spreadsheet (.xlsx is a zip) or another binary file: control characters no CSV holds.
  if (BINARY.test(text)) return emptyPreview(GUEST_CSV_MESSAGES.notCsv);
  const records = csvRecords(text);

  const first = records[0];
  const header = first && !first.parseProblem ? columnsOf(first.cells) : null;
  const headerCells = header ? first!.cells : null;
  const columns = header ?? POSITIONAL;
  const dataRows = header ? records.slice(1) : records;
  const readColumns: GuestCsvPreview['columns'] =
    header && headerCells
      ? {
          name: [...header.fullName, ...header.parts.flat()].map((index) => tidy(headerCells[index])),
          group: header.group.length > 0 ? tidy(headerCells[header.group[0]!]) : null,
          number: header.number.map((index) => tidy(headerCells[index])),
          seats: header.seats.length > 0 ? tidy(headerCells[header.seats[0]!]) : null,
          vip: header.vip.length > 0 ? tidy(headerCells[header.vip[0]!]) : null,
        }
      : null;

  if (header && header.fullName.length === 0 && header.parts.length === 0)
    return emptyPreview(GUEST_CSV_MESSAGES.noNameColumn, readColumns);
  if (dataRows.length === 0) return emptyPreview(GUEST_CSV_MESSAGES.empty, readColumns);
  if (dataRows.length > GUEST_CSV_ROWS_MAX) return emptyPreview(GUEST_CSV_MESSAGES.tooMany, readColumns);

  const { rows, toImport } = checkedRows(dataRows, columns, headerCells, existing);
  const count = (status: GuestCsvStatus) => rows.filter((row) => row.status === status).length;
  return {
    rows,
    counts: { rows: rows.length, ok: count('ok'), problem: count('problem'), duplicate: count('duplicate') },
    toImport,
    fileProblem: null,
    columns: readColumns,
  };
}

/**
 * A file's text: UTF-8 as spreadsheets export it today, or, when the bytes are not UTF-8, Windows-1252
 * (what older Excel writes as "CSV"), so "Pak Andrés" stays readable either way.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
