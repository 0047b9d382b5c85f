import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { DOOR_PRIZE_NAME_MAX } from '../../../schemas/requests/guestbook-door-prize';
import type { DoorPrizeDraw } from '../../../schemas/responses/guestbook-door-prize';
import { doorPrizeCalls } from '../../api/door-prize-calls';
import { ownerKeys, invitationQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import { drawnAt } from './door-prize-time';
import { closureOf, GuestbookOffNotice, useGuestbookGate } from './guestbook-off-notice';
import './guestbook-owner.css';
import './door-prize-page.css';

export const loader = backToListLoader(invitationQuery);

const winnersKey = (id: string) => [...ownerKeys.guestbook(id), 'door-prize'] as const;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Gagal, coba lagi');

/**
 * Tamu › Door Prize (docs/product.md#guestbook): a winner drawn at random among the guests present
 * who have not won yet, shown here at once (no animation) and on the hall's greeting screen; the
 * winners so far, each shown on the screen again or removed (their guest drawable again).
 */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const gate = useGuestbookGate(id);
  const winners = useQuery({
    queryKey: winnersKey(id),
    queryFn: () => doorPrizeCalls.winners(id),
    enabled: gate.open,
  });
  const prizeId = useId();
  const [prize, setPrize] = useState('');
  const [winner, setWinner] = useState<DoorPrizeDraw | null>(null);
  const [status, setStatus] = useState<StatusState>(null);
  const [removing, setRemoving] = useState<DoorPrizeDraw | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: winnersKey(id) });

  const draw = useMutation({
    mutationFn: () => doorPrizeCalls.draw(id, prize),
    onMutate: () => setStatus(null),
    onSuccess: (drawn) => {
      setWinner(drawn);
      void refresh();
    },
    onError: (error) => {
      setWinner(null);
      setStatus({ kind: 'error', text: messageOf(error) });
    },
  });
  const show = useMutation({
    mutationFn: (shown: DoorPrizeDraw) => doorPrizeCalls.show(shown.id),
    onSuccess: (_, shown) => setStatus({ kind: 'success', text: `${shown.guest_name} tampil di layar sapaan` }),
    onError: (error) => setStatus({ kind: 'error', text: messageOf(error) }),
  });
  const remove = useMutation({
    mutationFn: (removed: DoorPrizeDraw) => doorPrizeCalls.remove(removed.id),
    onSuccess: (_, removed) => {
      setRemoving(null);
      if (winner?.id === removed.id) setWinner(null);
      setStatus({ kind: 'success', text: `Undian ${removed.guest_name} dihapus; tamu ini bisa diundi lagi` });
      void refresh();
    },
    onError: (error) => {
      setRemoving(null);
      setStatus({ kind: 'error', text: messageOf(error) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    draw.mutate();
  };

  const closure = gate.closure ?? closureOf(winners.error);
  return (
    <main className="owner-page gb-page door-prize-page">
      <h1 className="owner-page__title">Door Prize</h1>
      <p className="owner-page__lead">
        Undi pemenang secara acak dari tamu yang sedang hadir. Tamu yang sudah menang tidak diundi lagi, dan pemenang
        tampil di layar sapaan.
      </p>
      {closure ? (
        <GuestbookOffNotice invitationId={id} closure={closure} />
      ) : (
        <>
          <form className="ui-card door-prize-draw" onSubmit={submit}>
            <label htmlFor={prizeId} className="door-prize-draw__label">
              Nama hadiah
            </label>
            <input
              id={prizeId}
              className="door-prize-draw__prize"
              value={prize}
              maxLength={DOOR_PRIZE_NAME_MAX}
              placeholder="mis. Kulkas, Voucher belanja"
              autoComplete="off"
              onChange={(event) => setPrize(event.target.value)}
            />
            <p className="door-prize-draw__help">Boleh dikosongkan.</p>
            <Button type="submit" className="door-prize-draw__button" busy={draw.isPending}>
              Undi pemenang
            </Button>
          </form>
          <section className="door-prize-winner" aria-live="polite" aria-label="Pemenang terbaru">
            {winner && (
              <div className="ui-card door-prize-winner__card">
                <p className="door-prize-winner__kicker">Selamat! Pemenang Door Prize</p>
                <p className="door-prize-winner__name">{winner.guest_name}</p>
                {winner.prize && <p className="door-prize-winner__prize">{winner.prize}</p>}
                {winner.table_name && <p className="door-prize-winner__table">{winner.table_name}</p>}
              </div>
            )}
          </section>
          <StatusMessage state={status} />
          <section className="ui-card door-prize-winners" aria-labelledby={`${prizeId}-list`}>
            <h2 id={`${prizeId}-list`} className="door-prize-winners__title">
              Daftar pemenang
            </h2>
            {winners.data?.length ? (
              <ol className="door-prize-winners__list">
                {winners.data.map((drawn) => (
                  <li key={drawn.id} className="door-prize-winners__item">
                    <span className="door-prize-winners__who">
                      <strong>{drawn.guest_name}</strong>
                      <span className="door-prize-winners__what">
                        {drawn.prize ?? 'Hadiah tanpa nama'} · pukul {drawnAt(drawn.drawn_at)}
                      </span>
                    </span>
                    <span className="door-prize-winners__actions">
                      <Button
                        variant="secondary"
                        busy={show.isPending && show.variables?.id === drawn.id}
                        onClick={() => show.mutate(drawn)}
                      >
                        Tampilkan di layar sapaan
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => setRemoving(drawn)}
                        aria-label={`Hapus undian ${drawn.guest_name}`}
                      >
                        Hapus
                      </Button>
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="door-prize-winners__empty">{winners.isPending ? 'Memuat…' : 'Belum ada pemenang.'}</p>
            )}
          </section>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Hapus undian ${removing.guest_name}?` : 'Hapus undian?'}
        confirmLabel="Hapus"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>Tamu ini akan bisa diundi lagi.</p>
      </ConfirmDialog>
    </main>
  );
}
