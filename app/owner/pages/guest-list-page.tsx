import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { invitationQuery, ownerKeys, summaryQuery } from '../../queries/owner-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import type { GuestActionHandlers } from '../guests/guest-actions';
import { GuestFormDialog } from '../guests/guest-form-dialog';
import { GuestImportDialog } from '../guests/guest-import-dialog';
import { GuestList } from '../guests/guest-list';
import { GuestQrDownload } from '../guests/guest-qr-download';
import { GuestToolbar } from '../guests/guest-toolbar';
import { RsvpResultsCard } from '../rsvp-results/rsvp-results-card';
import { useFocusReturn } from '../guests/use-focus-return';
import { useGuestList } from '../guests/use-guest-list';
import { useGuestExport } from '../guests/use-guest-export';
import '../kit/guest-area-page.css';
import '../kit/owner-cards.css';
import { errorText } from '../../api/error-text';

type Status = { kind: 'success' | 'error'; text: string } | null;
type Dialog = { kind: 'form'; guest: OwnerGuest | null } | { kind: 'import' } | null;

/** A summary answering 401, 403 or 404 sends the owner back to the list (docs/product.md#errors). */
export const loader = backToListLoader(summaryQuery);

/**
 * Tamu › Daftar Tamu (docs/product.md#guest-list): the invitation's guests, searched, filtered and
 * paged on the server; each guest's personal link sent through WhatsApp or copied, their QR code,
 * their answers per event; adding, changing and deleting guests, CSV import and export, and the
 * RSVP results.
 */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: summary } = useQuery(summaryQuery(id));
  const { data: invitation } = useQuery(invitationQuery(id));
  const [status, setStatus] = useState<Status>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [removing, setRemoving] = useState<OwnerGuest | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [qrGuest, setQrGuest] = useState<OwnerGuest | null>(null);
  const list = useGuestList(id);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusReturn();

  const slug = summary?.slug ?? invitation?.slug ?? '';
  const events = summary?.events ?? [];
  const failed = (error: unknown) => setStatus({ kind: 'error', text: errorText(error) });
  const exports = useGuestExport({
    invitationId: id,
    slug,
    events,
    onError: (text) => setStatus({ kind: 'error', text }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(id) });
  const qrDone = useCallback(() => setQrGuest(null), []);

  const closeDialog = () => {
    setDialog(null);
    focus.restore(listHeading.current);
  };
  const handlers: GuestActionHandlers = {
    onSent: (guest) => {
      // The chat opens in its own tab; the list here says the link went out.
      ownerGuestCalls.markSent(guest.id).then(refresh).catch(failed);
    },
    onCopied: (guest) => setStatus({ kind: 'success', text: `Tautan pribadi ${guest.name} disalin` }),
    onQrCode: (guest) => setQrGuest(guest),
    onEdit: (guest) => {
      focus.remember();
      setStatus(null);
      setDialog({ kind: 'form', guest });
    },
    onRemove: (guest) => {
      focus.remember();
      setStatus(null);
      setRemoving(guest);
    },
  };

  const remove = async (guest: OwnerGuest) => {
    setRemoveBusy(true);
    try {
      await ownerGuestCalls.remove(guest.id);
      await refresh();
      setStatus({ kind: 'success', text: `Tamu ${guest.name} dihapus` });
    } catch (error) {
      failed(error);
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
      focus.restore(listHeading.current);
    }
  };

  if (!summary) return null;
  return (
    <main className="owner-page guest-page">
      <h1 className="owner-page__title">Daftar Tamu</h1>
      <p className="owner-page__lead">
        Kirim tautan pribadi undangan /{slug} ke setiap tamu lewat WhatsApp dan lihat jawaban mereka.
      </p>
      <GuestToolbar
        invitationId={id}
        slug={slug}
        exporting={exports.running === 'all'}
        onAdd={(opener) => {
          focus.remember(opener);
          setStatus(null);
          setDialog({ kind: 'form', guest: null });
        }}
        onImport={(opener) => {
          focus.remember(opener);
          setStatus(null);
          setDialog({ kind: 'import' });
        }}
        onExport={() => void exports.run('all')}
      />
      <StatusMessage state={status} />
      <RsvpResultsCard
        summary={summary}
        exporting={exports.running === 'answers'}
        onExport={() => void exports.run('answers')}
      />
      <GuestList
        list={list}
        slug={slug}
        events={events}
        shareCaption={invitation?.caption_share}
        handlers={handlers}
        headingRef={listHeading}
      />

      {dialog?.kind === 'form' && (
        <GuestFormDialog
          invitationId={id}
          guest={dialog.guest}
          groups={list.query.data?.meta.groups ?? []}
          onClose={closeDialog}
          onSaved={(saved) => {
            setStatus({
              kind: 'success',
              text: dialog.guest ? `Tamu ${saved.name} tersimpan` : `Tamu ${saved.name} ditambahkan`,
            });
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <GuestImportDialog
          invitationId={id}
          onClose={() => {
            void refresh();
            closeDialog();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Hapus tamu ${removing.name}?` : 'Hapus tamu?'}
        confirmLabel="Hapus"
        danger
        busy={removeBusy}
        onCancel={() => {
          setRemoving(null);
          focus.restore(listHeading.current);
        }}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      >
        <p>
          Jawaban RSVP dan tautan pribadi {removing?.name ?? 'tamu ini'} ikut terhapus. Tindakan ini tidak bisa
          dibatalkan.
        </p>
      </ConfirmDialog>
      {qrGuest && <GuestQrDownload guest={qrGuest} onDone={qrDone} />}
    </main>
  );
}
