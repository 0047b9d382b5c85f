import { planLabel } from '../../engine/format/plan-label';
import { wordList } from '../../engine/format/word-list';
import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import { PRODUCT_NAME } from '../ui/brand-mark';

/** The product's name (app/ui/brand-mark.tsx), as the home page, its tab and its link preview say it. */
export { PRODUCT_NAME };

/** The theme the phone beside the first screen's words shows (the demo invitation's). */
export const HERO_THEME = 'floral-whimsy';

/** The home page's link preview and description (docs/product.md#home-page). */
export const HOME_PREVIEW = {
  title: `${PRODUCT_NAME} — undangan pernikahan online yang elegan`,
  description:
    'Buat undangan pernikahan digital dengan tema yang indah, tautan pribadi untuk setiap tamu, RSVP, ucapan, amplop digital dan buku tamu QR. Coba gratis, bayar saat diterbitkan.',
} as const;

export const HERO_COPY = {
  kicker: 'Undangan pernikahan digital',
  title: 'Undangan yang seindah hari bahagia Anda',
  lead: 'Pilih tema, isi data mempelai dan acara, lalu kirim tautan pribadi ke setiap tamu. Tamu membuka undangan di ponsel, mengonfirmasi kehadiran dan mengirim doa; semuanya tercatat untuk Anda.',
  note: 'Gratis dicoba. Bayar hanya saat undangan diterbitkan.',
} as const;

/** What the product does, beside the first screen's words: each a title and one line. */
export const FEATURES = [
  { icon: 'rsvp', title: 'RSVP & ucapan', text: 'Konfirmasi kehadiran dan doa tamu langsung tercatat.' },
  { icon: 'link', title: 'Tautan pribadi', text: 'Nama setiap tamu tampil di sampul undangannya.' },
  { icon: 'gift', title: 'Amplop digital & kado', text: 'Rekening, e-wallet dan daftar kado di satu halaman.' },
  { icon: 'qr', title: 'Buku tamu QR', text: 'Check-in di lokasi dan layar sapaan untuk tamu.' },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]['icon'];

/** "Cara kerja": the four steps from a theme to the guests. */
export const steps = (themeCount: number) =>
  [
    {
      title: 'Pilih tema',
      text: `${themeCount} tema, masing-masing dengan contoh undangan lengkap yang bisa dibuka sebelum memilih.`,
    },
    {
      title: 'Isi data mempelai & acara',
      text: 'Nama, orang tua, acara, galeri, kisah dan kado. Pratinjau di ponsel berubah saat Anda mengetik.',
    },
    {
      title: 'Bayar paket',
      text: 'Pilih paket sesuai kebutuhan, lalu bayar dengan QRIS, e-wallet, virtual account atau transfer bank.',
    },
    {
      title: 'Bagikan ke tamu',
      text: 'Kirim tautan pribadi lewat WhatsApp; kehadiran dan ucapan tamu masuk ke dasbor Anda.',
    },
  ] as const;

export type Question = { question: string; answer: string };

/** The plans that come with the venue's guestbook, by name: 'Luxury'. */
const guestbookPlans = (plans: readonly InvitationPlan[]) =>
  wordList(
    plans.filter((plan) => plan.with_guestbook).map((plan) => planLabel(plan.name)),
    'dan',
  );

/** Each plan's days: 'Fair 90 hari, Mediaval 180 hari dan Luxury 365 hari'. */
const planDays = (plans: readonly InvitationPlan[]) =>
  wordList(
    plans.map((plan) => `${planLabel(plan.name)} ${plan.expired_day} hari`),
    'dan',
  );

/** The questions couples ask before they pay, answered from the plans as the catalogue has them. */
export function homeQuestions(plans: readonly InvitationPlan[]): Question[] {
  const days = planDays(plans);
  const guestbook = guestbookPlans(plans);
  return [
    {
      question: 'Berapa lama undangan aktif?',
      answer: `Sejak pembayaran, selama masa aktif paketnya${days ? ` (${days})` : ''}. Undangan tidak pernah berakhir sebelum seminggu setelah acara utama, jadi tamu tetap bisa membukanya sesudah hari bahagia Anda.`,
    },
    {
      question: 'Bagaimana cara membayar?',
      answer:
        'Dengan QRIS, e-wallet atau virtual account bank melalui Midtrans, atau dengan transfer bank lalu mengunggah bukti transfernya. Undangan bisa diterbitkan begitu pembayaran diterima.',
    },
    {
      question: 'Apakah tema bisa diganti?',
      answer:
        'Bisa, kapan saja, juga setelah undangan terbit. Isi undangan tetap; hanya tampilannya yang berubah. Beberapa tema khusus untuk paket tertentu.',
    },
    {
      question: 'Apa itu buku tamu digital?',
      answer: `Di lokasi acara, penerima tamu memindai kode QR undangan setiap tamu atau mencari namanya, lalu layar sapaan menyambut tamu dengan namanya. Bisa dipakai tanpa sinyal.${guestbook ? ` Tersedia di paket ${guestbook}.` : ''}`,
    },
    {
      question: 'Berapa banyak tamu yang bisa diundang?',
      answer:
        'Tidak dibatasi. Setiap tamu bisa mendapat tautan pribadi dengan namanya; daftar tamu bisa diisi satu per satu atau diimpor dari file CSV, lalu dikirim lewat WhatsApp.',
    },
    {
      question: 'Bisakah dicoba gratis dulu?',
      answer:
        'Bisa. Daftar, pilih tema, isi data mempelai dan acara, lalu lihat pratinjaunya tanpa biaya. Pembayaran baru diperlukan saat Anda menerbitkan undangan.',
    },
  ];
}
