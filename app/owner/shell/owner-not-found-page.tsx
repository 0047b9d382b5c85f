import { Link, useParams } from 'react-router';

/**
 * An owner's address that names no page (a typo, an old link): said inside the owner's layout, with
 * its menu still there, and the way back to the invitation's dashboard (or to the list, outside an
 * invitation). Not the connection message: nothing failed.
 */
export function Component() {
  const { id } = useParams();
  return (
    <main className="owner-page" aria-labelledby="owner-not-found-title">
      <h1 className="owner-page__title" id="owner-not-found-title">
        Halaman tidak ditemukan
      </h1>
      <p className="owner-page__lead">Alamat ini tidak ada. Periksa lagi alamatnya, atau pilih halaman dari menu.</p>
      <Link className="ui-button ui-button--primary" to={id ? `/invitation/${encodeURIComponent(id)}` : '/invitation'}>
        {id ? 'Kembali ke Dasbor' : 'Kembali ke Undangan Saya'}
      </Link>
    </main>
  );
}
