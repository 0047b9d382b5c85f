import { Link, useRouteError } from 'react-router';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import '../../ui/owner.css';

/** A console page that failed to load: what happened in Indonesian, and the way back to its first page. */
export function AdminErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title">Terjadi kesalahan</h1>
        <p className="auth-card__lead">
          {failureMessageOf(error, 'Halaman ini gagal dimuat. Coba lagi sebentar lagi.')}
        </p>
        <Link className="ui-button ui-button--primary" to="/admin">
          Kembali ke Konsol Operator
        </Link>
      </section>
    </div>
  );
}
