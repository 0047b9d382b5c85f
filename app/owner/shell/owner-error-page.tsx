import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import '../../ui/owner.css';

/** An owner's page that failed: what happened in Indonesian, and the way back to the list. */
export function OwnerErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (error && !notFound) console.error(error);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="owner-error-title">
        <h1 id="owner-error-title">{notFound ? 'Halaman tidak ditemukan' : 'Terjadi kesalahan'}</h1>
        <p className="auth-card__lead">
          {notFound
            ? 'Alamat ini tidak ada.'
            : failureMessageOf(error, 'Halaman ini gagal dimuat. Coba lagi sebentar lagi.')}
        </p>
        <Link className="ui-button ui-button--primary" to="/invitation">
          Kembali ke Undangan Saya
        </Link>
      </section>
    </div>
  );
}
