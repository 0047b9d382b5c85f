import type { OwnerContent } from '../../../schemas/responses/owner-content';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { PAYMENT_PAGE } from '../kit/payment-page-path';
import { ownerPagePath } from '../owner-pages';

/** One of the couple's first steps: its name, what it asks, where it is done, and whether it is. */
export type FirstStep = { label: string; hint: string; to: string; done: boolean };

/**
 * The couple's first steps on a new invitation (docs/product.md#dashboard), in the order they take
 * them, each done by what the invitation holds: both of them named, an event, a photo in the gallery,
 * a theme, the invitation published (its plan paid first: 'Bayar & Terbitkan' opens the payment
 * page), a personal link sent to a guest. `to` is under the invitation's address (`#…`: a card of the
 * dashboard itself).
 */
export function firstSteps(summary: InvitationSummary, content: OwnerContent): FirstStep[] {
  const { groom, bride } = content.couple;
  return [
    {
      label: 'Mempelai',
      hint: 'Nama dan foto kalian berdua',
      to: 'section/couple',
      done: Boolean(groom?.person_name && bride?.person_name),
    },
    {
      label: 'Acara',
      hint: 'Hari, jam dan tempatnya',
      to: 'section/event',
      done: content.events.length > 0,
    },
    { label: 'Foto', hint: 'Beberapa foto untuk galeri', to: 'section/gallery', done: content.gallery.length > 0 },
    { label: 'Tema', hint: 'Tampilan undangan', to: 'setting/theme', done: summary.theme !== '' },
    // Publishing needs the plan paid (docs/product.md#payment): until it is, the step is paying.
    summary.paid || summary.status === 'published'
      ? {
          label: 'Terbitkan',
          hint: 'Agar tamu dapat membuka undangan',
          to: '#dashboard-status-title',
          done: summary.status === 'published',
        }
      : {
          label: 'Bayar & Terbitkan',
          hint: 'Bayar paket, lalu terbitkan undangan',
          to: ownerPagePath(PAYMENT_PAGE),
          done: false,
        },
    {
      label: 'Kirim ke tamu',
      hint: 'Tautan pribadi lewat WhatsApp',
      to: 'guest/list',
      done: summary.guests_sent > 0,
    },
  ];
}
