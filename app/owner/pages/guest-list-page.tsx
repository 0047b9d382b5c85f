import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { invitationQuery, ownerKeys, summaryQuery } from '../../queries/owner-queries';
import { StatusMessage } from '../../ui/status-message';
import { backToListLoader } from '../kit/back-to-list-loader';
import { useGuestMessageSource } from '../kit/use-guest-message-source';
import { useReportedWrite } from '../kit/use-reported-write';
import { GuestList } from '../guests/guest-list';
import { GuestQrDownload } from '../guests/guest-qr-download';
import { GuestToolbar } from '../guests/guest-toolbar';
import { RsvpResultsCard } from '../rsvp-results/rsvp-results-card';
import { useGuestList } from '../guests/use-guest-list';
import { useGuestExport } from '../guests/use-guest-export';
import { GuestPageDialog } from './guest-page-dialog';
import { GuestRemoveDialog } from './guest-remove-dialog';
import { useGuestPageActions } from './use-guest-page-actions';
import '../kit/guest-area-page.css';
import '../kit/owner-cards.css';

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
  const list = useGuestList(id);
  const messages = useGuestMessageSource(id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(id) });
  const { busy: removeBusy, outcome: status, setOutcome: setStatus, run } = useReportedWrite();
  const actions = useGuestPageActions({ setStatus, refresh });

  const slug = summary?.slug ?? invitation?.slug ?? '';
  const events = summary?.events ?? [];
  const exports = useGuestExport({
    invitationId: id,
    slug,
    events,
    onError: (text) => setStatus({ kind: 'error', text }),
  });
  const remove = (guest: OwnerGuest) =>
    run(
      async () => {
        await ownerGuestCalls.remove(guest.id);
        await refresh();
      },
      `Tamu ${guest.name} dihapus`,
      actions.closeRemoval,
    );

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
        onAdd={actions.addGuest}
        onImport={actions.importGuests}
        onGroupSeats={actions.groupSeats}
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
        messages={messages}
        handlers={actions.handlers}
        headingRef={actions.listHeading}
      />
      <GuestPageDialog
        dialog={actions.dialog}
        invitationId={id}
        groups={list.query.data?.meta.groups ?? []}
        events={events}
        onClose={actions.closeDialog}
        onSaved={actions.saved}
        onImported={actions.imported}
      />
      <GuestRemoveDialog
        guest={actions.removing}
        busy={removeBusy}
        onCancel={actions.closeRemoval}
        onConfirm={(guest) => void remove(guest)}
      />
      {actions.qrGuest && <GuestQrDownload guest={actions.qrGuest} onDone={actions.qrDone} />}
    </main>
  );
}
