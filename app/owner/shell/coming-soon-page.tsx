import { useParams } from 'react-router';

/** A menu entry whose page comes with a later release: said plainly, nothing broken. */
export function Component() {
  const { slug, page } = useParams();
  return (
    <main className="owner-page">
      <h1 className="owner-page__title">Segera hadir</h1>
      <p className="owner-page__lead">
        Halaman {slug ?? page} sedang kami siapkan. Sementara itu, isi bawaan tema sudah tampil di undangan Anda.
      </p>
    </main>
  );
}
