import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { mainEvent } from '../../../engine/content/main-event';
import { zoneOf } from '../../../engine/format/zoned-date-time';
import { useClock } from '../../../engine/time/use-clock';
import type { UsherAccessPayload } from '../../../schemas/requests/guestbook';
import type { UsherAccess } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { guestbookOrigin } from '../../api/service-addresses';
import { guestbookKeys, ushersQuery } from '../../queries/guestbook-queries';
import { contentQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { defaultUsherExpiry, usherLink, usherState } from './usher-access-state';
import { UsherAccessCard } from './usher-access-card';
import { UsherAccessFormDialog } from './usher-access-form-dialog';

/**
 * 'Akses Penerima Tamu': the owner gives ushers access to the check-in without the owner's password
 * (a link and an 8-character code that only check guests in and hand out souvenirs of this
 * invitation), sees each access's state, and revokes one at once (asked first).
 */
export function UsherAccessSection({ invitationId }: { invitationId: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => Date.now());
  // An access whose time runs out while the page is open turns 'Kedaluwarsa' within half a minute.
  const now = useClock(openedAt, 30_000);
  const ushers = useQuery(ushersQuery(invitationId));
  // The main event sets the form's default expiry: the form waits for it (or for its failure).
  const { data: content, isPending: contentPending } = useQuery(contentQuery(invitationId));
  /** The form's start: when it was opened (its default expiry is counted from then). */
  const [creating, setCreating] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<UsherAccess | null>(null);
  const [status, setStatus] = useState<StatusState>(null);

  const event = mainEvent(content?.events);
  const zone = zoneOf(event?.extra?.timezone);
  const couple = [content?.couple.groom?.person_nickname, content?.couple.bride?.person_nickname]
    .filter(Boolean)
    .join(' & ');
  const origin = guestbookOrigin();

  const refresh = () => queryClient.invalidateQueries({ queryKey: guestbookKeys.ushers(invitationId) });
  const add = useMutation({
    mutationFn: (payload: UsherAccessPayload) => guestbookOwnerCalls.addUsher(invitationId, payload),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (access: UsherAccess) => guestbookOwnerCalls.revokeUsher(access.id),
    onSettled: refresh,
  });

  const confirmRevoke = async (access: UsherAccess) => {
    try {
      await revoke.mutateAsync(access);
      setStatus({ kind: 'success', text: `Akses ${access.name} dicabut; tautan dan kodenya tidak berlaku lagi` });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setRevoking(null);
    }
  };

  // The accesses that work first, then the expired and revoked ones (each in the server's order, newest first).
  const list = [...(ushers.data ?? [])].sort(
    (a, b) => Number(usherState(a, now) !== 'active') - Number(usherState(b, now) !== 'active'),
  );
  return (
    <section className="usher-section" aria-labelledby={headingId}>
      <div className="usher-section__head">
        <div>
          <h2 id={headingId} className="gb-section-title">
            Akses Penerima Tamu
          </h2>
          <p className="gb-muted">
            Beri penerima tamu tautan atau kode untuk check-in tamu dan memberi suvenir di undangan ini saja, tanpa kata
            sandi Anda.
          </p>
        </div>
        <Button
          busy={contentPending}
          onClick={() => {
            setStatus(null);
            setCreating(Date.now());
          }}
        >
          Buat Akses
        </Button>
      </div>
      <StatusMessage state={status} />
      {ushers.error ? (
        <StatusMessage state={{ kind: 'error', text: errorText(ushers.error) }} />
      ) : !ushers.data ? (
        <p className="gb-muted" role="status">
          Memuat akses…
        </p>
      ) : list.length === 0 ? (
        <div className="ui-card gb-empty">
          <p className="gb-muted">Belum ada akses. Buat satu untuk setiap penerima tamu.</p>
        </div>
      ) : (
        <ul className="gb-cards usher-cards" aria-label="Akses penerima tamu">
          {list.map((access) => (
            <UsherAccessCard
              key={access.id}
              access={access}
              state={usherState(access, now)}
              link={usherLink(origin, access.code)}
              couple={couple}
              zone={zone}
              onCopied={() => setStatus({ kind: 'success', text: `Tautan ${access.name} disalin` })}
              onRevoke={(chosen) => {
                setStatus(null);
                setRevoking(chosen);
              }}
            />
          ))}
        </ul>
      )}

      {creating !== null && (
        <UsherAccessFormDialog
          defaultExpiry={defaultUsherExpiry(event, creating)}
          zone={zone}
          onSave={async (payload) => {
            const made = await add.mutateAsync(payload);
            setStatus({ kind: 'success', text: `Akses ${made.name} dibuat. Kodenya ${made.code}.` });
            setCreating(null);
          }}
          onClose={() => setCreating(null)}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Cabut akses ${revoking.name}?` : 'Cabut akses?'}
        confirmLabel="Cabut Akses"
        danger
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) void confirmRevoke(revoking);
        }}
      >
        <p>
          Tautan dan kode {revoking?.code} langsung berhenti bekerja, juga di HP yang sedang memakainya. Check-in yang
          sudah dicatat tetap tersimpan.
        </p>
      </ConfirmDialog>
    </section>
  );
}
