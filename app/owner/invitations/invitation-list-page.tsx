import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myInvitationsQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { InvitationCard } from './invitation-card';
import './invitation-pages.css';

const NEW_INVITATION = '/invitation/new';

function NewInvitationLink() {
  return (
    <Link to={NEW_INVITATION} className="ui-button ui-button--primary">
      Buat Undangan
    </Link>
  );
}

/** /invitation "Undangan Saya": the owner's invitations as cards, or a first step for a new owner. */
export function Component() {
  const { data: invitations, isPending, isError, refetch, isRefetching } = useQuery(myInvitationsQuery());

  return (
    <main className="owner-page invitation-list">
      <header className="invitation-list__header">
        <div>
          <h1 className="owner-page__title">Undangan Saya</h1>
          <p className="owner-page__lead">Kelola undangan Anda, lihat tamu yang hadir dan ucapan yang masuk.</p>
        </div>
        {invitations && invitations.length > 0 && <NewInvitationLink />}
      </header>

      {isPending && (
        <p className="invitation-list__message" role="status" aria-busy="true">
          Memuat undangan Anda…
        </p>
      )}
      {isError && (
        <div className="invitation-list__message ui-card" role="alert">
          <p>Undangan Anda belum bisa dimuat. Periksa koneksi, lalu coba lagi.</p>
          <Button variant="secondary" busy={isRefetching} onClick={() => void refetch()}>
            Coba Lagi
          </Button>
        </div>
      )}
      {invitations?.length === 0 && (
        <section className="invitation-list__empty ui-card" aria-labelledby="invitation-list-empty">
          <h2 id="invitation-list-empty">Belum ada undangan</h2>
          <p>
            Buat undangan pertama Anda: isi nama kedua mempelai dan tanggal acara, pilih tautan, paket dan tema. Semua
            bisa diubah lagi nanti, dan undangan baru tampil untuk tamu setelah Anda menerbitkannya.
          </p>
          <NewInvitationLink />
        </section>
      )}
      {invitations && invitations.length > 0 && (
        <ul className="invitation-list__grid">
          {invitations.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </main>
  );
}
