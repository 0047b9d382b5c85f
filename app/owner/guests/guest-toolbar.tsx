import { Button } from '../../ui/button';
import { DownloadArchiveButton } from '../kit/download-archive-button';

/**
 * The list's actions: 'Tambah Tamu' first (the one used most), then import, export and the archive
 * download; on a phone they wrap under each other's row.
 */
export function GuestToolbar({
  invitationId,
  slug,
  exporting,
  onAdd,
  onImport,
  onExport,
  onGroupSeats,
}: {
  invitationId: string;
  slug: string;
  exporting: boolean;
  onAdd: (opener: HTMLElement) => void;
  onImport: (opener: HTMLElement) => void;
  onExport: () => void;
  /** 'Kursi per Grup': the seats of every guest of a group at once. */
  onGroupSeats: (opener: HTMLElement) => void;
}) {
  return (
    <div className="guest-toolbar" role="group" aria-label="Kelola tamu">
      <Button className="guest-toolbar__add" onClick={(event) => onAdd(event.currentTarget)}>
        Tambah Tamu
      </Button>
      <Button variant="secondary" onClick={(event) => onImport(event.currentTarget)}>
        Impor CSV
      </Button>
      <Button variant="secondary" busy={exporting} onClick={onExport}>
        {exporting ? 'Menyiapkan…' : 'Ekspor CSV'}
      </Button>
      <Button variant="secondary" onClick={(event) => onGroupSeats(event.currentTarget)}>
        Kursi per Grup
      </Button>
      <DownloadArchiveButton invitationId={invitationId} slug={slug} />
    </div>
  );
}
