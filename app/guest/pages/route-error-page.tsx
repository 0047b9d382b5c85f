import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { takePaintedCover } from '../../../engine/chrome/painted-cover';
import { InactiveInvitationNotice } from './inactive-invitation-notice';

/**
 * What a visitor sees for an unknown address or theme, an invitation no longer active (410), or a
 * page that failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const inactive = isRouteErrorResponse(error) && error.status === 410;
  if (error && !notFound && !inactive) console.error(error);
  // A cover the server painted would hide this message: the page it promised did not come.
  useEffect(() => void takePaintedCover(), []);
  if (inactive) return <InactiveInvitationNotice />;
  return (
    <main className="app-message">
      <h1>{notFound ? 'Halaman tidak ditemukan' : 'Terjadi kesalahan'}</h1>
      <p>
        {notFound
          ? 'Undangan atau tema yang Anda cari tidak ada.'
          : 'Halaman ini gagal dimuat. Periksa koneksi Anda lalu coba lagi.'}
      </p>
      <Link className="app-button" to="/demo">
        Lihat semua tema
      </Link>
    </main>
  );
}
