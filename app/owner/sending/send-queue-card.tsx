import { displayWhatsAppNumber } from '../../../engine/format/phone-number';
import { MESSAGE_KIND_LABELS } from '../../../schemas/requests/guest-messages';
import { Button } from '../../ui/button';
import { guestMessageText, guestWhatsAppUrl, type GuestMessageSource } from '../kit/personal-link';
import type { SendQueueState } from './use-send-queue';

/**
 * The next guest of the queue: who they are, the message they get, and one large button that opens
 * WhatsApp with it. While WhatsApp is open the card waits for the owner to come back (then the guest
 * counts as sent); 'Tandai terkirim' does it by hand, 'Lewati' goes to the next guest unsent.
 */
export function SendQueueCard({
  queue,
  slug,
  messages,
}: {
  queue: SendQueueState;
  slug: string;
  messages: GuestMessageSource | undefined;
}) {
  const { next: guest, pending, marking, choice } = queue;
  if (!guest) return null;
  const kindLabel = MESSAGE_KIND_LABELS[choice.kind].toLowerCase();
  const waiting = pending?.id === guest.id;
  return (
    <section className="send-card" aria-labelledby="send-card-name">
      <p className="send-card__eyebrow">Berikutnya</p>
      <h2 id="send-card-name" className="send-card__name">
        {guest.name}
      </h2>
      <p className="send-card__facts">
        <span>{displayWhatsAppNumber(guest.whatsapp_number ?? '')}</span>
        {guest.group && <span className="send-card__group">{guest.group}</span>}
      </p>
      <figure className="send-card__message">
        <figcaption className="visually-hidden">
          Pesan {kindLabel} untuk {guest.name}
        </figcaption>
        {/* A long message scrolls: reachable by keyboard too. */}
        <p className="send-card__bubble" tabIndex={0}>
          {guestMessageText(guest, slug, messages, choice.kind)}
        </p>
      </figure>
      {waiting ? (
        <div className="send-card__waiting" role="status">
          <p>Kirim pesannya di WhatsApp, lalu kembali ke halaman ini: {guest.name} otomatis ditandai terkirim.</p>
          <div className="send-card__row">
            <Button busy={marking} onClick={() => void queue.markSent(guest)}>
              Tandai terkirim
            </Button>
            <Button variant="ghost" onClick={queue.cancel} disabled={marking}>
              Batal
            </Button>
          </div>
        </div>
      ) : (
        <div className="send-card__actions">
          <a
            className="ui-button ui-button--primary send-card__send"
            href={guestWhatsAppUrl(guest, slug, messages, choice.kind)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => queue.opened(guest)}
          >
            <span aria-hidden="true" className="send-card__icon" />
            Kirim ke WhatsApp <span className="visually-hidden">ke {guest.name}</span>
          </a>
          <Button variant="ghost" className="send-card__skip" onClick={() => queue.skip(guest)}>
            Lewati <span className="visually-hidden">{guest.name}</span>
          </Button>
        </div>
      )}
    </section>
  );
}
