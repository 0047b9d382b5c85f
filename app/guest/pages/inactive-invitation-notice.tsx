import { useEffect } from 'react';
import { INVITATION_INACTIVE, INVITATION_SUSPENDED } from '../../../schemas/invitation-unavailable';

export const INACTIVE_TITLE = INVITATION_INACTIVE;

/**
 * What a guest sees when an invitation cannot be opened (the API's 410): its time is over, or an
 * operator suspended it. A quiet page in the shell's neutral colours, since the invitation's theme
 * is no longer given out.
 */
export function InactiveInvitationNotice({ suspended = false }: { suspended?: boolean }) {
  useEffect(() => {
    document.title = suspended ? 'Undangan tidak tersedia' : 'Undangan tidak aktif';
  }, [suspended]);
  if (suspended) {
    return (
      <main className="inactive-notice">
        <div className="inactive-notice__card">
          <h1>{INVITATION_SUSPENDED}</h1>
          <p>Silakan hubungi kedua mempelai.</p>
        </div>
      </main>
    );
  }
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
