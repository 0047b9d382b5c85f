import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UsherAccessPayload } from '../../../schemas/requests/guestbook';
import type { UsherAccess } from '../../../schemas/responses/guestbook';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { guestbookKeys, ushersQuery } from '../../queries/guestbook-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { defaultUsherExpiry } from './usher-access-state';
import { UsherAccessFormDialog } from './usher-access-form-dialog';
import { UsherAccessList } from './usher-access-list';
import { useRowRemoval } from '../kit/use-row-removal';
import { useUsherAccessContent } from './use-usher-access-content';

/**
 * 'Akses Penerima Tamu': the owner gives ushers access to the check-in without the owner's password
 * (a link and an 8-character code that only check guests in and hand out souvenirs of this
 * invitation), sees each access's state, and revokes one at once (asked first).
 */
export function UsherAccessSection({ invitationId }: { invitationId: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const ushers = useQuery(ushersQuery(invitationId));
  const { pending: contentPending, event, zone, couple } = useUsherAccessContent(invitationId);
  /** The form's start: when it was opened (its default expiry is counted from then). */
  const [creating, setCreating] = useState<number | null>(null);
  const [status, setStatus] = useState<StatusState>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: guestbookKeys.ushers(invitationId) });
  const add = useMutation({
    mutationFn: (payload: UsherAccessPayload) => guestbookOwnerCalls.addUsher(invitationId, payload),
    onSuccess: refresh,
  });
  const revoke = useRowRemoval<UsherAccess>({
    remove: (access) => guestbookOwnerCalls.revokeUsher(access.id),
    refresh,
    done: (access) => `Akses ${access.name} dicabut; tautan dan kodenya tidak berlaku lagi`,
    setStatus,
  });

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
      <UsherAccessList
        ushers={ushers.data}
        error={ushers.error}
        couple={couple}
        zone={zone}
        onCopied={(access) => setStatus({ kind: 'success', text: `Tautan ${access.name} disalin` })}
        onRevoke={revoke.ask}
      />

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
        {...revoke.dialog}
        title={revoke.asked ? `Cabut akses ${revoke.asked.name}?` : 'Cabut akses?'}
        confirmLabel="Cabut Akses"
        danger
      >
        <p>
          Tautan dan kode {revoke.asked?.code} langsung berhenti bekerja, juga di HP yang sedang memakainya. Check-in
          yang sudah dicatat tetap tersimpan.
        </p>
      </ConfirmDialog>
    </section>
  );
}
