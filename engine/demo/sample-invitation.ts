import type { GiftConfirmation } from '../../schemas/entities/gift-confirmation.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { DEMO_ATTIRES, ThemeManifest } from '../../schemas/manifest.schema';
import { SECTION_SLUGS } from '../../schemas/section-slugs';
import { newestWishesOf } from '../content/wishes';

const DAY = 86_400_000;

/** Midnight UTC `days` from `now`, plus `hoursWib` in Western Indonesian Time (UTC+7). */
function wibDate(now: number, days: number, hoursWib: number): string {
  const midnight = Math.floor(now / DAY) * DAY + days * DAY;
  return new Date(midnight + (hoursWib - 7) * 3_600_000).toISOString();
}

const ago = (now: number, seconds: number) => new Date(now - seconds * 1000).toISOString();

type Person = InvitationPage['couple']['groom'];
type DemoPerson = NonNullable<NonNullable<ThemeManifest['demo']>['groom']>;
type DemoAttire = (typeof DEMO_ATTIRES)[number];

/** One of the sample couple: full name (titles after a comma), nickname, parents, handle, portrait. */
export type SamplePerson = Required<Omit<DemoPerson, 'instagram'>> & Pick<DemoPerson, 'instagram'> & { image: string };

/**
 * The couple the sample invitation is about, with the hashtag (else from their nicknames) and the
 * blessing a guest wishes them (else SAMPLE_BLESSING).
 */
export type SampleCouple = { groom: SamplePerson; bride: SamplePerson; hashtag?: string; blessing?: string };

const SAMPLE_BLESSING = 'Selamat menempuh hidup baru! Semoga menjadi keluarga yang sakinah, mawaddah, warahmah.';

/** A portrait drawing in app/public/demo: muslim is the sample's own groom.svg and bride.svg. */
export const demoPortrait = (role: 'groom' | 'bride', attire: DemoAttire) =>
  attire === 'muslim' ? `/demo/${role}.svg` : `/demo/${role}-${attire}.svg`;

/** Raka and Ayu, the sample's own couple. */
export const SAMPLE_COUPLE: SampleCouple = {
  groom: {
    name: 'Raka Pradipta, S.T.',
    nickname: 'Raka',
    father: 'Bapak Hendra Wijaya',
    mother: 'Ibu Sri Rahayu',
    instagram: 'raka.pradipta',
    image: demoPortrait('groom', 'muslim'),
  },
  bride: {
    name: 'Ayu Lestari, S.Psi.',
    nickname: 'Ayu',
    father: 'Bapak Agus Santoso',
    mother: 'Ibu Dewi Kartika',
    instagram: 'ayulestari',
    image: demoPortrait('bride', 'muslim'),
  },
};

/** A name without the academic titles after its comma: what a bank account or a parcel carries. */
const plainName = (person: SamplePerson) => person.name.split(',')[0]?.trim() || person.nickname;

/** #<groom's nickname><bride's nickname>Selamanya, letters and digits only. */
const coupleHashtag = ({ groom, bride }: SampleCouple) =>
  `#${`${groom.nickname}${bride.nickname}`.replace(/[^A-Za-z0-9_]/g, '')}Selamanya`;

function samplePerson(role: 'groom' | 'bride', person: SamplePerson, childSequence: number): Person {
  return {
    person_role: role,
    person_name: person.name,
    person_nickname: person.nickname,
    person_father_name: person.father,
    person_mother_name: person.mother,
    person_child_sequence: childSequence,
    ...(person.instagram ? { person_instagram: person.instagram } : {}),
    person_image: person.image,
    extra: { show_parent: true },
  };
}

/**
 * The demo's one wishlist confirmation, whole (what the owner sees). The page shows it as a booking.
 */
export function sampleGiftConfirmations(now: number): GiftConfirmation[] {
  return [
    {
      id: 'c1',
      buyer_name: 'Dimas',
      whatsapp_number: '081234567890',
      purchase_date: ago(now, 5 * 86400),
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE123456789',
      invitation_wishlist_id: 'espresso',
      invitation_id: 'demo',
      guest_id: null,
      status: 'pending',
      created_at: ago(now, 5 * 86400),
    },
  ];
}

/**
 * The demo's wishes, newest first: more than the section lists, so that 'Lihat Semua' shows; one names
 * the couple.
 */
export function sampleWishes(now: number, couple: SampleCouple = SAMPLE_COUPLE): Wish[] {
  const wishes: [id: string, name: string, message: string, rsvp: Wish['rsvp'], secondsAgo: number][] = [
    ['w1', 'Bunga Citra', couple.blessing ?? SAMPLE_BLESSING, 'present', 42],
    ['w2', 'Andi & Keluarga', 'Bahagia selalu untuk kalian berdua. Sampai jumpa di hari H!', 'present', 3600 * 3],
    ['w3', 'Putri', 'Akhirnya! Ikut senang banget, semoga lancar sampai hari bahagia.', 'tentative', 86400],
    [
      'w4',
      'Pak Budi',
      `Selamat ya ${couple.groom.nickname} dan ${couple.bride.nickname}, semoga rukun selalu.`,
      'absent',
      86400 * 2,
    ],
    ['w5', 'Sinta', 'Doa terbaik untuk kalian berdua!', 'present', 86400 * 4],
    ['w6', 'Yoga', 'Happy wedding! Semoga langgeng sampai kakek nenek.', 'present', 86400 * 9],
    ['w7', 'Tante Rina', 'Selamat, semoga menjadi keluarga yang penuh berkah.', 'present', 86400 * 15],
  ];
  return wishes.map(([id, name, message, rsvp, secondsAgo]) => ({
    id,
    name,
    message,
    rsvp,
    created_at: ago(now, secondsAgo),
  }));
}

/**
 * The demo invitation (docs/product.md#demo-mode), about `couple` (Raka and Ayu unless a theme's demo
 * names its own: engine/demo/theme-demo.ts): a couple with parents, two events about four months
 * ahead (so the countdown always runs), three stories, six gallery images, all three gift types, and
 * the newest of its wishes (all of them: sampleWishes). Images ship in app/public/demo. Nothing here is
 * ever written to a server.
 */
export function sampleInvitation(theme: string, now: number, couple: SampleCouple = SAMPLE_COUPLE): InvitationPage {
  const akad = wibDate(now, 120, 8);
  const wishes = sampleWishes(now, couple);
  const { groom, bride } = couple;
  return {
    invitation: {
      id: 'demo',
      parent_id: null,
      slug: 'raka-dan-ayu',
      status: 'published',
      theme,
      use_guestbook: true,
      use_multiple_event: true,
      meta_title: `Undangan Pernikahan ${groom.nickname} & ${bride.nickname}`,
      meta_description: 'Dengan penuh sukacita kami mengundang Anda ke hari bahagia kami.',
      meta_image: '/demo/cover.svg',
      style: { show_groom_parent: true, show_bride_parent: true },
      created_at: ago(now, 30 * 86400),
      updated_at: ago(now, 86400),
      invitation_event: [
        {
          id: 'event-akad',
          label: 'Akad Nikah',
          start_date: akad,
          end_date: wibDate(now, 120, 10),
          venue: 'Masjid Raya Al-Falah',
          address: 'Jl. Darmo No. 137, Surabaya, Jawa Timur',
          maps_url: 'https://maps.google.com/?q=Masjid+Raya+Al-Falah+Surabaya',
          is_main_event: true,
          extra: { timezone: 'WIB' },
        },
        {
          id: 'event-resepsi',
          label: 'Resepsi',
          start_date: wibDate(now, 120, 11),
          venue: 'Gedung Graha Sarana',
          address: 'Jl. Raya Darmo Permai III No. 20, Surabaya, Jawa Timur',
          maps_url: 'https://maps.google.com/?q=Graha+Sarana+Surabaya',
          event_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          is_main_event: false,
          extra: { timezone: 'WIB' },
        },
      ],
      virtual_gift: [
        {
          id: 'bca',
          is_active: true,
          channel_type: 'BCA',
          account_number: '1234 5678 90',
          account_name: plainName(groom),
          qris_image: '/demo/qris.svg',
        },
        {
          id: 'mandiri',
          is_active: true,
          channel_type: 'Mandiri',
          account_number: '1400 0123 4567',
          account_name: plainName(bride),
        },
        {
          id: 'old-bank',
          is_active: false,
          channel_type: 'BNI',
          account_number: '0099 8877',
          account_name: 'Rekening lama',
        },
      ],
      physical_gift: [
        {
          id: 'home',
          is_active: true,
          recipient_name: plainName(bride),
          recipient_address: 'Jl. Kenanga No. 12, RT 03/RW 05, Gubeng, Surabaya 60281',
          recipient_address_url: 'https://maps.google.com/?q=Gubeng+Surabaya',
        },
      ],
      wishlist_gift: [
        {
          id: 'espresso',
          product_name: 'Mesin Espresso',
          amount: 2_450_000,
          qty: 1,
          image_url: '/demo/gift-1.svg',
          description: 'Untuk kopi pagi kami berdua.',
          purchase_url: 'https://www.tokopedia.com/',
          confirmation: sampleGiftConfirmations(now).map(({ id, status, created_at }) => ({ id, status, created_at })),
        },
        {
          id: 'plates',
          product_name: 'Set Piring Makan',
          amount: 850_000,
          qty: 2,
          image_url: '/demo/gift-2.svg',
          purchase_url: 'https://www.tokopedia.com/',
          confirmation: [],
        },
        {
          id: 'sheets',
          product_name: 'Sprei Katun Jepang',
          amount: 675_000,
          qty: 1,
          image_url: '/demo/gift-3.svg',
          purchase_url: 'https://www.tokopedia.com/',
          confirmation: [],
        },
        {
          id: 'monstera',
          product_name: 'Tanaman Monstera',
          amount: 325_000,
          qty: 3,
          image_url: '/demo/gift-4.svg',
          purchase_url: 'https://www.tokopedia.com/',
          confirmation: [],
        },
      ],
    },
    couple: { groom: samplePerson('groom', groom, 1), bride: samplePerson('bride', bride, 2) },
    sections: SECTION_SLUGS.map((slug, index) => ({
      id: `section-${slug}`,
      slug,
      index,
      is_active: true,
      extra:
        slug === 'opening'
          ? { hashtag: couple.hashtag ?? coupleHashtag(couple) }
          : slug === 'dresscode'
            ? {
                dresscode_type: 'palette',
                dresscode_palettes: ['#d8c3a5', '#8e8d8a', '#e98074', '#eae7dc'],
                dresscode_text: 'Batik atau kebaya dengan nuansa warna di atas.',
              }
            : slug === 'external'
              ? {
                  prewedding_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
                  filter_image_url: 'https://www.instagram.com/',
                }
              : {},
    })),
    stories: [
      {
        id: 's1',
        title: 'Pertama Bertemu',
        time: 'Maret 2019',
        description:
          'Kami pertama kali bertemu di sebuah kedai kopi di Surabaya, saat hujan deras membuat kami berbagi meja.',
        extra: { image: '/demo/story-1.svg' },
      },
      {
        id: 's2',
        title: 'Menjelajah Bersama',
        time: 'Agustus 2021',
        description: 'Mendaki Bromo bersama mengajarkan kami untuk saling menjaga di setiap langkah.',
        extra: { image: '/demo/story-2.svg' },
      },
      {
        id: 's3',
        title: 'Lamaran',
        time: 'Desember 2025',
        description: `Di bawah lampu-lampu kecil saat senja, ${groom.nickname} bertanya dan ${bride.nickname} menjawab: iya.`,
        extra: { image: '/demo/story-3.svg' },
      },
    ],
    gallery: [1, 2, 3, 4, 5, 6].map((n) => ({
      id: `g${n}`,
      name: `Momen ${n}`,
      image: `/demo/gallery-${n}.svg`,
      index: n - 1,
    })),
    newest_wishes: newestWishesOf(wishes),
    wish_total: wishes.length,
    guest: null,
  };
}
