import { useId } from 'react';
import { displayWhatsAppNumber } from '../../../engine/format/phone-number';
import { formatNumber } from '../../../engine/format/rupiah';
import type { GuestCsvPreview, GuestCsvRow } from '../../../engine/guests/guest-csv-import';
import { GUEST_SEATS } from '../../../schemas/limits';
import type { ImportRead, StepHeadingRef } from './guest-import-step';

/** Rows the preview lists (problems and duplicates first); the rest are counted in a note. */
export const PREVIEW_ROWS_MAX = 200;

/** "120 tamu siap diimpor · 3 bermasalah · 2 sudah ada" */
function summaryOf({ counts }: GuestCsvPreview): string {
  return [
    `${formatNumber(counts.ok)} tamu siap diimpor`,
    counts.problem > 0 && `${formatNumber(counts.problem)} bermasalah`,
    counts.duplicate > 0 && `${formatNumber(counts.duplicate)} sudah ada`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function columnsNote({ columns }: GuestCsvPreview): string {
  if (!columns) return 'Tanpa baris judul: kolom 1 nama, kolom 2 nomor WhatsApp, kolom 3 grup.';
  const names = [
    ...columns.name,
    ...(columns.group ? [columns.group] : []),
    ...columns.number,
    ...(columns.seats ? [columns.seats] : []),
    ...(columns.vip ? [columns.vip] : []),
  ];
  return `Kolom yang dibaca: ${names.join(', ')}.`;
}

const STATUS_LABEL: Record<GuestCsvRow['status'], string> = {
  ok: 'Siap diimpor',
  problem: 'Bermasalah',
  duplicate: 'Dilewati',
};

/** The file's rows as read, problems and duplicates first, before anything is written. */
export function GuestImportPreviewStep({ read, heading }: { read: ImportRead; heading: StepHeadingRef }) {
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
              <th scope="col">Kursi</th>
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
                <td>{row.seats ?? GUEST_SEATS.default}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className="guest-import__note">
          {hiddenFlagged > 0
            ? `${formatNumber(hidden)} baris lain tidak ditampilkan.`
            : `${formatNumber(hidden)} baris lain siap diimpor dan tidak ditampilkan.`}
        </p>
      )}
    </section>
  );
}
