import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** What a visitor sees for an unknown address or theme, or a page that failed to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  if (error && !notFound) console.error(error);
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
