import { Link } from 'react-router';
import { AdminPageFrame } from '../kit/admin-page-frame';

/** A console address that names no page (a typo, an old link): said inside the console, its menu still there. */
export function Component() {
  return (
    <AdminPageFrame title="Halaman tidak ditemukan" lead="Alamat ini tidak ada. Pilih halaman dari menu.">
      <Link className="ui-button ui-button--primary" to="/admin">
        Ke Pesanan
      </Link>
    </AdminPageFrame>
  );
}
