import { useId } from 'react';
import { csvText } from '../../../engine/guests/guest-csv-export';
import { StatusMessage } from '../../ui/status-message';
import { downloadFile } from '../kit/download-file';
import type { GuestImportStep, StepHeadingRef } from './guest-import-step';

const TEMPLATE_NAME = 'contoh-daftar-tamu.csv';
const TEMPLATE = csvText(
  ['Nama', 'Grup', 'No. WhatsApp'],
  [
    ['Budi Santoso', 'Keluarga', '0812-3456-7890'],
    ['Siti Aminah', 'Teman Kantor', '62 813 1111 2222'],
  ],
);

/** The import's first step: which columns a file may have, 'Pilih berkas CSV', the example file, and the last file's problem. */
export function GuestImportChooseStep({
  step,
  onFile,
  heading,
}: {
  step: Extract<GuestImportStep, { kind: 'choose' | 'reading' }>;
  onFile: (file: File) => void;
  heading: StepHeadingRef;
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
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
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
