import { Button } from '../ui/button';
import './version-conflict-notice.css';

/** What 'Tetap edit' leaves the owner with: their typing, and the next 'Simpan' replacing the other change. */
export const KEPT_EDITING = 'Isian Anda tetap di sini. Tekan Simpan lagi untuk menggantikan perubahan itu.';

/**
 * A save refused because someone saved the same thing meanwhile (docs/product.md#no-lost-edit): the
 * server's words (who changed it), then the two ways on: 'Muat ulang' shows their change (what was
 * typed here is dropped, as the page reloads), 'Tetap edit' keeps what was typed.
 */
export function VersionConflictNotice({
  message,
  onReload = () => window.location.reload(),
  onKeepEditing,
}: {
  message: string;
  onReload?: () => void;
  onKeepEditing: () => void;
}) {
  return (
    <div className="version-conflict" role="alert">
      <p className="version-conflict__text">{message}</p>
      <div className="version-conflict__actions">
        <Button variant="secondary" onClick={onReload}>
          Muat ulang
        </Button>
        <Button variant="ghost" onClick={onKeepEditing}>
          Tetap edit
        </Button>
      </div>
    </div>
  );
}
