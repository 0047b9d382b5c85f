import type { SectionSlug } from '../section-slugs';

/**
 * What an owner might write in each field of the section editors, as JSON Schema `examples` of the
 * editors' schemas (docs/product.md#section-editors): the owner's forms and the API documentation
 * show them, and a test fills every editor from them. Kept apart from the entity and section schemas,
 * which the guest's page carries. A copy field's example is the words every theme starts from,
 * unless it starts empty.
 */
export const SECTION_EXAMPLES: Partial<Record<SectionSlug, Record<string, unknown>>> = {
  opening: { extra: { hashtag: '#RakaAyuMenikah' } },
  story: { description: 'Dari teman kuliah menjadi teman hidup.' },
  gallery: { description: 'Momen-momen kecil yang kami simpan.' },
  dresscode: {
    extra: { dresscode_text: 'Nuansa pastel, hindari putih', dresscode_palettes: ['#b76e79', '#f5e6e8', '#7a8b6f'] },
  },
  external: {
    description: 'Tonton perjalanan kami sebelum hari bahagia.',
    extra: {
      prewedding_video_url: 'https://youtu.be/dQw4w9WgXcQ',
      filter_image_url: 'https://www.instagram.com/ar/1234567890/',
    },
  },
};

const GOOGLE_MAPS_LINK = 'https://maps.app.goo.gl/Xa1b2C3d4E5f6G7h8';

/** The content the editors list, by the kind of item. */
export const CONTENT_EXAMPLES = {
  person: {
    person_name: 'Raka Pratama Wijaya, S.T.',
    person_nickname: 'Raka',
    person_father_name: 'Bapak Wijaya',
    person_mother_name: 'Ibu Sari',
    person_child_sequence: 2,
    person_instagram: 'raka.pratama',
    person_image: '/demo/groom.svg',
    extra: { show_parent: true },
  },
  event: {
    label: 'Akad Nikah',
    start_date: '2026-12-12T02:00:00.000Z',
    end_date: '2026-12-12T04:00:00.000Z',
    address: 'Jl. Pemuda No. 1, Surabaya',
    maps_url: GOOGLE_MAPS_LINK,
    venue: 'Gedung Graha Bunga',
    event_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    is_main_event: true,
    extra: { timezone: 'WIB' },
  },
  story: {
    title: 'Pertama Bertemu',
    time: 'Juni 2019',
    description: 'Kami bertemu di sebuah kedai kopi di Surabaya.',
    extra: { image: '/demo/story-1.svg' },
  },
  gallery: { name: 'Prewedding di Bromo', image: '/demo/gallery-1.svg', index: 0 },
  virtual: {
    is_active: true,
    channel_type: 'BCA',
    account_number: '1234567890',
    account_name: 'Raka Pratama',
    qris_image: '/media/qris-raka.webp',
  },
  physical: {
    is_active: true,
    recipient_name: 'Ayu Lestari',
    recipient_address: 'Jl. Melati No. 7, Malang',
    recipient_address_url: GOOGLE_MAPS_LINK,
  },
  wishlist: {
    product_name: 'Rice cooker digital',
    amount: 1250000,
    qty: 2,
    image_url: '/demo/gift-1.svg',
    description: 'Warna putih, kapasitas 1,8 liter',
    purchase_url: 'https://www.tokopedia.com/contoh/rice-cooker',
  },
} as const;

type Node = { properties?: Record<string, Node>; default?: unknown; [key: string]: unknown };

/**
 * The properties with `examples` from `values` (objects followed into), and, where `values` has
 * none, a copy field's non-empty default as its example (`copyDefaults`).
 */
export function withExamples<P extends Record<string, unknown>>(
  properties: P,
  values: Record<string, unknown> = {},
  copyDefaults = false,
): P {
  return Object.fromEntries(
    Object.entries(properties).map(([key, raw]) => {
      const property = raw as Node;
      const value = values[key];
      if (property.properties) {
        const inner = withExamples(property.properties, (value ?? {}) as Record<string, unknown>, copyDefaults);
        return [key, { ...property, properties: inner }];
      }
      if (value !== undefined) return [key, { ...property, examples: [value] }];
      const fallback = property.default;
      if (copyDefaults && typeof fallback === 'string' && fallback) return [key, { ...property, examples: [fallback] }];
      return [key, property];
    }),
  ) as P;
}
