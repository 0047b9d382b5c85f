import { useLocation, useParams } from 'react-router';
import { invitationMenu } from './owner-menu';

/** A menu entry whose page comes with a later release: said plainly, by its menu name, nothing broken. */
export function Component() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  // Only its name is looked up here: every page's, the guestbook's too.
  const label = invitationMenu(id, { withGuestbook: true })
    .flatMap((area) => area.items)
    .find((item) => item.path === pathname)?.label;
  return (
    <main className="owner-page">
      <h1 className="owner-page__title">Segera hadir</h1>
      <p className="owner-page__lead">
        Halaman {label ?? 'ini'} sedang kami siapkan. Sementara itu, isi bawaan tema sudah tampil di undangan Anda.
      </p>
    </main>
  );
}
