import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { UNKNOWN_ERROR } from '../../../engine/errors/failure-messages';
import { displayWhatsAppNumber } from '../../../engine/format/phone-number';
import { formatNumber } from '../../../engine/format/rupiah';
import { csvText } from '../../../engine/guests/guest-csv-export';
import {
  decodeCsvBytes,
  readGuestCsv,
  type GuestCsvPreview,
  type GuestCsvRow,
} from '../../../engine/guests/guest-csv-import';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { GUEST_IMPORT_BATCH_MAX } from '../../../schemas/requests/guests';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { downloadFile } from '../kit/download-file';
import './guest-import.css';

/** Rows the preview lists (problems and duplicates first); the rest are counted in a note. */
export const PREVIEW_ROWS_MAX = 200;

const TEMPLATE_NAME = 'contoh-daftar-tamu.csv';
const TEMPLATE = csvText(
  ['Nama', 'Grup', 'No. WhatsApp'],
  [
    ['Budi Santoso', 'Keluarga', '0812-3456-7890'],
    ['Siti Aminah', 'Teman Kantor', '62 813 1111 2222'],
  ],
);

type Progress = { done: number; added: number; skipped: number };
type Read = { fileName: string; preview: GuestCsvPreview };
type Step =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'reading'; fileName: string }
  | ({ kind: 'preview' } & Read)
  | ({ kind: 'importing'; progress: Progress } & Read)
  | ({ kind: 'failed'; progress: Progress; message: string } & Read)
  | ({ kind: 'done'; progress: Progress } & Read);

const count = (value: number) => formatNumber(value);

/** Every guest of the invitation, page after page, to mark the rows that are guests already. */
async function allGuests(invitationId: string): Promise<OwnerGuest[]> {
  const first = await ownerGuestCalls.list(invitationId);
  const guests = [...first.data];
  const total = first.meta?.total ?? guests.length;
  for (let page = 2; guests.length < total; page += 1) {
    const next = await ownerGuestCalls.list(invitationId, { page });
    if (next.data.length === 0) break;
    guests.push(...next.data);
  }
  return guests;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : UNKNOWN_ERROR);

/**
 * 'Impor Tamu dari CSV' (docs/product.md#guest-import): the owner picks a CSV file, sees every row
 * checked (ready, a problem, already a guest) before anything is written, then imports the ready
 * rows in calls of GUEST_IMPORT_BATCH_MAX with their progress; a failed call can be tried again from
 * where it stopped, and closing while importing asks first.
 */
export function GuestImportDialog({ invitationId, onClose }: { invitationId: string; onClose: () => void }) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose', problem: null });
  const [askingToStop, setAskingToStop] = useState(false);
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  // Each step's heading takes the focus when the step changes, so a keyboard or screen reader
  // follows along (the control that was pressed is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.kind]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStep({ kind: 'reading', fileName: file.name });
    try {
      const [text, existing] = await Promise.all([file.arrayBuffer().then(decodeCsvBytes), allGuests(invitationId)]);
      const preview = readGuestCsv(text, existing);
      if (stopped.current) return;
      setStep(
        preview.fileProblem
          ? { kind: 'choose', problem: preview.fileProblem }
          : { kind: 'preview', fileName: file.name, preview },
      );
    } catch (error) {
      if (!stopped.current) setStep({ kind: 'choose', problem: messageOf(error) });
    }
  }

  /** Sends the ready rows from `from.done` on, a batch at a time. */
  async function run({ fileName, preview }: Read, from: Progress) {
    const read: Read = { fileName, preview };
    const rows = preview.toImport;
    let progress = from;
    setStep({ kind: 'importing', ...read, progress });
    try {
      while (progress.done < rows.length) {
        const batch = rows.slice(progress.done, progress.done + GUEST_IMPORT_BATCH_MAX);
        const result = await ownerGuestCalls.import(invitationId, batch);
        progress = {
          done: progress.done + batch.length,
          added: progress.added + result.added,
          skipped: progress.skipped + result.skipped,
        };
        if (stopped.current) {
          await refresh();
          return;
        }
        setStep({ kind: 'importing', ...read, progress });
      }
      await refresh();
      if (!stopped.current) setStep({ kind: 'done', ...read, progress });
    } catch (error) {
      await refresh();
      if (!stopped.current) setStep({ kind: 'failed', ...read, progress, message: messageOf(error) });
    }
  }

  const requestClose = () => (step.kind === 'importing' ? setAskingToStop(true) : onClose());

  const stopImporting = () => {
    stopped.current = true;
    setAskingToStop(false);
    void refresh();
    onClose();
  };

  return (
    <>
      <dialog
        ref={ref}
        className="ui-dialog guest-import"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
      >
        <h2 id={titleId} className="ui-dialog__title">
          Impor Tamu dari CSV
        </h2>
        <div className="guest-import__body">
          {(step.kind === 'choose' || step.kind === 'reading') && (
            <ChooseStep step={step} onChoose={choose} heading={heading} />
          )}
          {step.kind === 'preview' && <PreviewStep read={step} heading={heading} />}
          {(step.kind === 'importing' || step.kind === 'failed' || step.kind === 'done') && (
            <ImportStep step={step} heading={heading} />
          )}
        </div>
        <div className="ui-dialog__actions guest-import__actions">
          {step.kind === 'preview' && (
            <>
              <Button variant="secondary" onClick={() => setStep({ kind: 'choose', problem: null })}>
                Pilih berkas lain
              </Button>
              <Button
                disabled={step.preview.toImport.length === 0}
                onClick={() => void run(step, { done: 0, added: 0, skipped: 0 })}
              >
                Impor {count(step.preview.toImport.length)} tamu
              </Button>
            </>
          )}
          {step.kind === 'failed' && (
            <>
              <Button variant="secondary" onClick={onClose}>
                Tutup
              </Button>
              <Button onClick={() => void run(step, step.progress)}>Coba lagi</Button>
            </>
          )}
          {step.kind === 'done' && (
            <>
              {step.preview.counts.problem > 0 && (
                <Button variant="secondary" onClick={() => downloadProblems(step)}>
                  Unduh baris bermasalah
                </Button>
              )}
              <Button onClick={onClose}>Selesai</Button>
            </>
          )}
          {step.kind === 'importing' && (
            <Button variant="secondary" onClick={requestClose}>
              Hentikan
            </Button>
          )}
          {(step.kind === 'choose' || step.kind === 'reading') && (
            <Button variant="secondary" onClick={onClose}>
              Batal
            </Button>
          )}
        </div>
      </dialog>
      <ConfirmDialog
        open={askingToStop}
        title="Hentikan impor?"
        confirmLabel="Hentikan impor"
        cancelLabel="Lanjutkan impor"
        danger
        onConfirm={stopImporting}
        onCancel={() => setAskingToStop(false)}
      >
        <p>Tamu yang sudah terkirim tetap tersimpan; sisanya tidak diimpor.</p>
      </ConfirmDialog>
    </>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function ChooseStep({
  step,
  onChoose,
  heading,
}: {
  step: Extract<Step, { kind: 'choose' | 'reading' }>;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  heading: HeadingRef;
}) {
  const inputId = useId();
  const hintId = useId();
  const reading = step.kind === 'reading';
  return (
    <section aria-busy={reading || undefined}>
      <h3 ref={heading} tabIndex={-1} className="visually-hidden">
        Pilih berkas
      </h3>
      <p id={hintId} className="guest-import__lead">
        Satu tamu per baris: kolom Nama (wajib), Grup dan No. WhatsApp; ekspor Excel dan Google Kontak juga terbaca.
      </p>
      <div className="guest-import__choose">
        <input
          id={inputId}
          className="guest-import__file visually-hidden"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={reading}
          onChange={onChoose}
        />
        <label htmlFor={inputId} className="ui-button ui-button--primary guest-import__file-button">
          Pilih berkas CSV
        </label>
        <button type="button" className="guest-import__template" onClick={() => downloadFile(TEMPLATE_NAME, TEMPLATE)}>
          Unduh contoh CSV
        </button>
      </div>
      {reading && (
        <p className="guest-import__reading" role="status">
          Membaca {step.fileName}…
        </p>
      )}
      {step.kind === 'choose' && <StatusMessage state={step.problem ? { kind: 'error', text: step.problem } : null} />}
    </section>
  );
}

/** "120 tamu siap diimpor · 3 bermasalah · 2 sudah ada" */
function summaryOf({ counts }: GuestCsvPreview): string {
  return [
    `${count(counts.ok)} tamu siap diimpor`,
    counts.problem > 0 && `${count(counts.problem)} bermasalah`,
    counts.duplicate > 0 && `${count(counts.duplicate)} sudah ada`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function columnsNote({ columns }: GuestCsvPreview): string {
  if (!columns) return 'Tanpa baris judul: kolom 1 nama, kolom 2 nomor WhatsApp, kolom 3 grup.';
  const names = [...columns.name, ...(columns.group ? [columns.group] : []), ...columns.number];
  return `Kolom yang dibaca: ${names.join(', ')}.`;
}

const STATUS_LABEL: Record<GuestCsvRow['status'], string> = {
  ok: 'Siap diimpor',
  problem: 'Bermasalah',
  duplicate: 'Dilewati',
};

function PreviewStep({ read, heading }: { read: Read; heading: HeadingRef }) {
  const { preview, fileName } = read;
  const flagged = preview.rows.filter((row) => row.status !== 'ok');
  const shown = [...flagged, ...preview.rows.filter((row) => row.status === 'ok')].slice(0, PREVIEW_ROWS_MAX);
  const hidden = preview.rows.length - shown.length;
  const hiddenFlagged = Math.max(0, flagged.length - shown.length);
  const captionId = useId();
  return (
    <section>
      <h3 ref={heading} tabIndex={-1} className="guest-import__step-title">
        Pratinjau {fileName}
      </h3>
      <p className="guest-import__summary">{summaryOf(preview)}</p>
      <p className="guest-import__note">{columnsNote(preview)} Belum ada yang disimpan.</p>
      <div className="guest-import__table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="guest-import__table">
          <caption id={captionId} className="visually-hidden">
            Isi berkas {fileName}
          </caption>
          <thead>
            <tr>
              <th scope="col">Baris</th>
              <th scope="col">Nama</th>
              <th scope="col">Keterangan</th>
              <th scope="col">Grup</th>
              <th scope="col">Nomor WhatsApp</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className={`guest-import__row guest-import__row--${row.status}`}>
                <td>{row.line}</td>
                <td>{row.name}</td>
                <td className="guest-import__remark">
                  <strong className="guest-import__status">{STATUS_LABEL[row.status]}</strong>
                  {row.messages.length > 0 && `: ${row.messages.join('; ')}`}
                </td>
                <td>{row.group}</td>
                <td className="guest-import__number">
                  {row.whatsapp_number ? displayWhatsAppNumber(row.whatsapp_number) : row.number}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className="guest-import__note">
          {hiddenFlagged > 0
            ? `${count(hidden)} baris lain tidak ditampilkan.`
            : `${count(hidden)} baris lain siap diimpor dan tidak ditampilkan.`}
        </p>
      )}
    </section>
  );
}

function ImportStep({
  step,
  heading,
}: {
  step: Extract<Step, { kind: 'importing' | 'failed' | 'done' }>;
  heading: HeadingRef;
}) {
  const total = step.preview.toImport.length;
  const { done, added, skipped } = step.progress;
  const { problem, duplicate } = step.preview.counts;
  const progressId = useId();
  const title = { importing: 'Mengimpor tamu', failed: 'Impor terhenti', done: 'Impor selesai' }[step.kind];
  return (
    <section>
      <h3 ref={heading} tabIndex={-1} className="guest-import__step-title">
        {title}
      </h3>
      {step.kind !== 'done' && (
        <progress
          id={progressId}
          className="guest-import__progress"
          max={total}
          value={done}
          aria-label="Kemajuan impor"
        />
      )}
      <div role="status" className="guest-import__live">
        {step.kind === 'importing' && (
          <p>
            Mengimpor {count(done)} dari {count(total)} tamu…
          </p>
        )}
        {step.kind === 'failed' && (
          <p>
            Sudah diimpor {count(done)} dari {count(total)} tamu ({count(added)} ditambahkan).
          </p>
        )}
        {step.kind === 'done' && (
          <ul className="guest-import__result">
            <li>{count(added)} tamu ditambahkan</li>
            {skipped > 0 && <li>{count(skipped)} dilewati karena sudah ada</li>}
            {problem > 0 && <li>{count(problem)} baris bermasalah tidak diimpor</li>}
            {duplicate > 0 && <li>{count(duplicate)} baris ganda atau sudah ada tidak diimpor</li>}
          </ul>
        )}
      </div>
      {step.kind === 'failed' && <StatusMessage state={{ kind: 'error', text: step.message }} />}
    </section>
  );
}

/** The rows with problems, as a CSV the owner can fix and import again (the "Masalah" column is ignored then). */
function downloadProblems({ preview, fileName }: Read) {
  const rows = preview.rows.filter((row) => row.status === 'problem');
  const text = csvText(
    ['Nama', 'Grup', 'No. WhatsApp', 'Baris', 'Masalah'],
    rows.map((row) => [row.name, row.group, row.number, row.line, row.messages.join('; ')]),
  );
  downloadFile(`${fileName.replace(/\.csv$/i, '')}-bermasalah.csv`, text);
}
