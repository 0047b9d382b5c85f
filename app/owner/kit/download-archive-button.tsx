import { useId } from 'react';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { Button } from '../../ui/button';
import { downloadFile } from './download-file';
import { useDownload } from './use-download';
import './download-archive-button.css';

/**
 * 'Unduh semua data': every data of the invitation (guests, RSVP, wishes, gifts, sections) in one
 * ZIP the server prepares and names; `slug` names it when the server gives no name. 'Menyiapkan
 * arsip…' while it is prepared; a failure says the API's message beside the button.
 */
export function DownloadArchiveButton({ invitationId, slug }: { invitationId: string; slug: string }) {
  const { busy, error, run } = useDownload();
  const noteId = useId();
  const download = () =>
    run(async () => {
      const { blob, filename } = await ownerGuestCalls.archive(invitationId);
      downloadFile(filename ?? `data-undangan-${slug}.zip`, blob);
    });
  return (
    <div className="archive-download">
      <div className="archive-download__row">
        <Button variant="secondary" busy={busy} aria-describedby={noteId} onClick={() => void download()}>
          {busy ? 'Menyiapkan arsip…' : 'Unduh semua data'}
        </Button>
        {error && (
          <p className="archive-download__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="ui-field__hint archive-download__note" id={noteId}>
        Semua data undangan (tamu, RSVP, ucapan, kado, isi bagian) dalam satu berkas ZIP.
      </p>
    </div>
  );
}
