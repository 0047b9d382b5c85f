import { useEffect } from 'react';

export const INACTIVE_TITLE = 'Undangan ini sudah tidak aktif.';

/**
 * What a guest sees when an invitation's time is over (the API's 410): a quiet, finished page in
 * the shell's neutral colours, since the invitation's theme is no longer given out.
 */
export function InactiveInvitationNotice() {
  useEffect(() => {
    document.title = 'Undangan tidak aktif';
  }, []);
  return (
    <main className="inactive-notice">
      <div className="inactive-notice__card">
        <svg className="inactive-notice__mark" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
          <circle cx="24" cy="20" r="14" />
          <circle cx="40" cy="20" r="14" />
        </svg>
        <h1>{INACTIVE_TITLE}</h1>
        <p>Masa tayang undangan ini telah berakhir.</p>
        <p>Terima kasih atas doa dan perhatian Anda.</p>
      </div>
    </main>
  );
}
