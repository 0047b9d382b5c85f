import { isRouteErrorResponse, useRouteError } from 'react-router';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import { WayBackCard } from '../../ui/way-back-card';
import '../../ui/owner.css';

/** An owner's page that failed: what happened in Indonesian, and the way back to the list. */
export function OwnerErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (error && !notFound) console.error(error);
  return (
    <WayBackCard title={notFound ? 'Halaman tidak ditemukan' : 'Terjadi kesalahan'}>
      {notFound
        ? 'Alamat ini tidak ada.'
        : failureMessageOf(error, 'Halaman ini gagal dimuat. Coba lagi sebentar lagi.')}
    </WayBackCard>
  );
}
