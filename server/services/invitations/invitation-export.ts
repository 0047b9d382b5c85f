import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/database';
import { allOwnerGuests, rsvpAnswersOf } from '../guests/guest-entities';
import { invitationDetail } from './invitation-detail';
import { ownerSectionsOf } from './invitation-sections';
import { ownerContentOf } from './owner-content';
import { allWishesOf, giftConfirmationsOf } from '../guests/owner-wishes';
import { rootInvitationId, type InvitationRole, type InvitationRow } from './ownership';

/**
 * "Unduh semua data" (docs/product.md#guest-list): everything of one invitation in a ZIP archive of
 * JSON files, as the API answers each part, with a README.txt in Indonesian that says what each holds.
 */

const README = `Data undangan "{slug}"
Diunduh pada {time} (UTC).

Setiap berkas berisi data dalam format JSON (dapat dibuka dengan editor teks atau diimpor ke
spreadsheet). Waktu ditulis dalam format ISO 8601 (UTC).

invitation.json          Undangan: slug, tema, status, paket, masa aktif, pengaturan.
sections.json            Bagian-bagian undangan: urutan, aktif atau tidak, judul dan teksnya.
couple.json              Mempelai pria dan wanita: nama, nama panggilan, orang tua, Instagram, foto.
events.json              Acara: nama, waktu, tempat, alamat, tautan peta.
stories.json             Cerita perjalanan cinta.
gallery.json             Foto galeri.
gifts.json               Kado: kirim kado (alamat), kado digital (rekening/dompet digital) dan daftar
                         kado keinginan beserta jumlah konfirmasinya.
guests.json              Daftar tamu: nama, grup, nomor WhatsApp, jumlah kursi, kode tautan pribadi,
                         kapan tautan dikirim, kapan ditambahkan, dan jawaban RSVP per acara.
rsvp.json                Jawaban RSVP, satu baris per tamu per acara: tamu, acara, hadir atau tidak,
                         jumlah orang, dan apakah dicatat pemilik (dijawab lewat telepon).
wishes.json              Ucapan dan doa dari tamu, terbaru lebih dulu.
gift-confirmations.json  Konfirmasi kado keinginan dari tamu: pembeli, nomor WhatsApp, tanggal
                         pembelian, ekspedisi, nomor resi, catatan, status.

Alamat IP dan data perangkat tamu tidak pernah disimpan, jadi tidak ada di sini.
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The archive of an invitation (a version: its own settings, sections, couple and events; the rest its root's). */
export async function invitationArchive(
  db: Database,
  invitation: InvitationRow,
  role: InvitationRole,
  now = new Date(),
): Promise<{ filename: string; bytes: Uint8Array }> {
  const rootId = rootInvitationId(invitation);
  const [detail, content, sections, guests, rsvp, wishes, confirmations] = await Promise.all([
    invitationDetail(db, invitation, role),
    ownerContentOf(db, invitation),
    ownerSectionsOf(db, invitation),
    allOwnerGuests(db, rootId),
    rsvpAnswersOf(db, rootId),
    allWishesOf(db, rootId),
    giftConfirmationsOf(db, rootId),
  ]);
  const { physical, virtual, wishlist } = content.gifts;
  const readme = README.replace('{slug}', invitation.slug).replace('{time}', now.toISOString());
  const bytes = zipSync(
    {
      'README.txt': strToU8(readme),
      'invitation.json': json(detail),
      'sections.json': json(sections),
      'couple.json': json(content.couple),
      'events.json': json(content.events),
      'stories.json': json(content.stories),
      'gallery.json': json(content.gallery),
      'gifts.json': json({
        physical,
        virtual,
        wishlist: wishlist.map((item) => ({ ...item, confirmation_count: item.confirmation.length })),
      }),
      'guests.json': json(guests),
      'rsvp.json': json(rsvp),
      'wishes.json': json(wishes),
      'gift-confirmations.json': json(confirmations),
    },
    { level: 6, mtime: now },
  );
  return { filename: `data-undangan-${invitation.slug}.zip`, bytes };
}
