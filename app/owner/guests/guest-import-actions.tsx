import { formatNumber } from '../../../engine/format/rupiah';
import { csvText } from '../../../engine/guests/guest-csv-export';
import { Button } from '../../ui/button';
import { downloadFile } from '../kit/download-file';
import type { GuestImportStep, ImportProgress, ImportRead } from './guest-import-step';

/** The rows with problems, as a CSV the owner can fix and import again (the "Masalah" column is ignored then). */
function downloadProblems({ preview, fileName }: ImportRead) {
  const rows = preview.rows.filter((row) => row.status === 'problem');
  const text = csvText(
    ['Nama', 'Grup', 'No. WhatsApp', 'Baris', 'Masalah'],
    rows.map((row) => [row.name, row.group, row.number, row.line, row.messages.join('; ')]),
  );
  downloadFile(`${fileName.replace(/\.csv$/i, '')}-bermasalah.csv`, text);
}

/**
 * The import dialog's buttons for its step: another file or 'Impor … tamu' on the preview,
 * 'Hentikan' while importing, 'Coba lagi' after a failure, the problem rows and 'Selesai' when done,
 * 'Batal' before a file is read.
 */
export function GuestImportActions({
  step,
  onChooseAgain,
  onImport,
  onStop,
  onClose,
}: {
  step: GuestImportStep;
  onChooseAgain: () => void;
  /** Sends the file's ready rows from `from` on. */
  onImport: (read: ImportRead, from: ImportProgress) => void;
  onStop: () => void;
  onClose: () => void;
}) {
  return (
    <div className="ui-dialog__actions guest-import__actions">
      {step.kind === 'preview' && (
        <>
          <Button variant="secondary" onClick={onChooseAgain}>
            Pilih berkas lain
          </Button>
          <Button
            disabled={step.preview.toImport.length === 0}
            onClick={() => onImport(step, { done: 0, added: 0, skipped: 0 })}
          >
            Impor {formatNumber(step.preview.toImport.length)} tamu
          </Button>
        </>
      )}
      {step.kind === 'failed' && (
        <>
          <Button variant="secondary" onClick={onClose}>
            Tutup
          </Button>
          <Button onClick={() => onImport(step, step.progress)}>Coba lagi</Button>
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
        <Button variant="secondary" onClick={onStop}>
          Hentikan
        </Button>
      )}
      {(step.kind === 'choose' || step.kind === 'reading') && (
        <Button variant="secondary" onClick={onClose}>
          Batal
        </Button>
      )}
    </div>
  );
}
