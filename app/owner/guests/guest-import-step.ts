import type { RefObject } from 'react';
import type { GuestCsvPreview } from '../../../engine/guests/guest-csv-import';

/** How far an import is: rows sent, guests added, rows the server skipped (guests already). */
export type ImportProgress = { done: number; added: number; skipped: number };
/** A file read and checked. */
export type ImportRead = { fileName: string; preview: GuestCsvPreview };
/** Where 'Impor Tamu dari CSV' is: choosing a file (after a problem, say), reading it, its preview, importing, stopped by a failure, done. */
export type GuestImportStep =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'reading'; fileName: string }
  | ({ kind: 'preview' } & ImportRead)
  | ({ kind: 'importing'; progress: ImportProgress } & ImportRead)
  | ({ kind: 'failed'; progress: ImportProgress; message: string } & ImportRead)
  | ({ kind: 'done'; progress: ImportProgress } & ImportRead);

/** The heading of the step shown, which takes the focus when the step changes. */
export type StepHeadingRef = RefObject<HTMLHeadingElement | null>;
