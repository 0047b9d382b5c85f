import { useEffect, type ReactNode } from 'react';
import { takePaintedCover } from '../../../engine/chrome/painted-cover';
import { InactiveInvitationNotice } from './inactive-invitation-notice';

/**
 * Why a guest page is not shown: no such page (404), no longer active or suspended by an operator
 * (410), or it failed to load.
 */
export type PageErrorKind = 'not-found' | 'inactive' | 'suspended' | 'failed';

/**
 * What a visitor sees for an unknown address or theme, an invitation no longer active (410), or a
 * page that failed to load; `homeLink` draws the way to the theme gallery (the router's Link, or a
 * plain link in the guest's light start).
 */
export function PageError({
  kind,
  homeLink,
}: {
  kind: PageErrorKind;
  homeLink: (props: { className: string; children: ReactNode }) => ReactNode;
}) {
  // A cover the server painted would hide this message: the page it promised did not come.
  useEffect(() => void takePaintedCover(), []);
  if (kind === 'inactive' || kind === 'suspended') return <InactiveInvitationNotice suspended={kind === 'suspended'} />;
  const notFound = kind === 'not-found';
  return (
    <main className="app-message">
      <h1>{notFound ? 'Halaman tidak ditemukan' : 'Terjadi kesalahan'}</h1>
      <p>
        {notFound
          ? 'Undangan atau tema yang Anda cari tidak ada.'
          : 'Halaman ini gagal dimuat. Periksa koneksi Anda lalu coba lagi.'}
      </p>
      {homeLink({ className: 'app-button', children: 'Lihat semua tema' })}
    </main>
  );
}

/** The way from an error page to the theme gallery, as a plain link. */
export const GALLERY_PATH = '/demo';
