// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rupiahAmount } from '../../../engine/format/rupiah';
import { GiftEditor } from '../../../app/owner/sections/content/gift-editor';
import { purchaseDay } from '../../../app/owner/kit/confirmation-facts';
import type { ContentEditorProps } from '../../../app/owner/sections/content-editor';
import { renderContentEditor } from './content-editor-host';
import { ok, routedApi, type Answer, type Call, written } from './owner-page-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVITATION_ID = 'inv-1';

const bca = {
  id: 'v-1',
  is_active: true,
  channel_type: 'BCA',
  account_number: '1234567890',
  account_name: 'Ani Lestari',
};
const gopay = {
  id: 'v-2',
  is_active: false,
  channel_type: 'GoPay',
  account_number: '081234567890',
  account_name: 'Budi',
};
const home = {
  id: 'p-1',
  is_active: true,
  recipient_name: 'Ani Lestari',
  recipient_address: 'Jl. Melati No. 5, Bandung',
  recipient_address_url: 'https://maps.app.goo.gl/abc',
};
const booking = (id: string) => ({ id, status: 'pending', created_at: '2026-05-05T10:00:00.000Z' });
const mixer = {
  id: 'w-1',
  product_name: 'Stand mixer',
  amount: 1250000,
  qty: 3,
  confirmation: [booking('c-1'), booking('c-2')],
};
const kettle = { id: 'w-2', product_name: 'Teko listrik', amount: 300000, qty: 1, confirmation: [booking('c-3')] };
const towel = { id: 'w-3', product_name: 'Handuk', amount: 150000, qty: 2, confirmation: [] };

const content = (gifts: Record<string, unknown[]> = {}) => ({
  couple: { groom: null, bride: null },
  events: [],
  stories: [],
  gallery: [],
  gifts: { physical: [home], virtual: [bca, gopay], wishlist: [mixer, kettle, towel], ...gifts },
  versions: {},
});

const confirmation = {
  id: 'c-1',
  buyer_name: 'Rina Wijaya',
  whatsapp_number: '0812-3456-7890',
  purchase_date: '2026-05-05T00:00:00.000Z',
  shipping_expedition: 'JNE',
  shipping_receipt: 'JNE123456789',
  notes: 'Semoga bermanfaat',
  invitation_wishlist_id: 'w-1',
  invitation_id: INVITATION_ID,
  guest_id: null,
  status: 'pending',
  created_at: '2026-05-05T10:00:00.000Z',
};

type Routes = Record<string, Answer | ((call: Call) => Answer)>;

/** The gift editor as the section page gives it: the invitation's content read (and read again after a save). */
function renderGiftEditor(routes: Routes, props: Partial<ContentEditorProps> = {}) {
  const calls = routedApi({ [`GET /v1/invitation/${INVITATION_ID}/content`]: ok(content()), ...routes });
  return { calls, ...renderContentEditor(GiftEditor, INVITATION_ID, props) };
}

const list = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;
const cardOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const lastDraft = (onDraft: ReturnType<typeof vi.fn>) => onDraft.mock.calls.at(-1)?.[0]?.invitation;

describe('Bagian › Kado', () => {
  it('lists accounts, addresses and wishlist items with their key facts, inactive ones marked', async () => {
    renderGiftEditor({});
    await screen.findByRole('heading', { name: 'Rekening & Dompet Digital' });
    expect(screen.getByRole('heading', { name: 'Kirim Kado' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kado Keinginan' })).toBeTruthy();

    const accounts = list('Rekening & Dompet Digital');
    expect(within(cardOf('BCA')).getByText('1234567890')).toBeTruthy();
    expect(within(cardOf('BCA')).getByText('Aktif')).toBeTruthy();
    expect(within(cardOf('GoPay')).getByText('Nonaktif')).toBeTruthy();
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(2);

    expect(within(cardOf('Jl. Melati No. 5, Bandung')).getByText('Aktif')).toBeTruthy();

    const mixerCard = cardOf('Stand mixer');
    expect(within(mixerCard).getByText('Rp 1.250.000 · 3 pcs')).toBeTruthy();
    expect(within(mixerCard).getByText('2 dari 3 terkonfirmasi')).toBeTruthy();
    expect(within(mixerCard).queryByText('Sudah terpesan')).toBeNull();
    expect(within(cardOf('Teko listrik')).getByText('Sudah terpesan')).toBeTruthy();
    expect(within(cardOf('Handuk')).getByText('0 dari 2 terkonfirmasi')).toBeTruthy();
    // Wishlist items are always listed: no active badge there.
    expect(within(list('Kado Keinginan')).queryByText(/^(Aktif|Nonaktif)$/)).toBeNull();
  });

  it('adds a bank account, active from the start, chosen from the suggested banks', async () => {
    const saved = {
      id: 'v-3',
      is_active: true,
      channel_type: 'BSI',
      account_number: '7123 4567 89',
      account_name: 'Ani',
    };
    let stored = content();
    const { calls } = renderGiftEditor({
      [`GET /v1/invitation/${INVITATION_ID}/content`]: () => ok(stored),
      'POST /v1/gift/virtual': () => {
        stored = content({ virtual: [bca, gopay, saved] });
        return { status: 201, ...written(saved) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah rekening / dompet digital' }));

    const channel = field('Bank / dompet digital') as HTMLInputElement;
    const suggestions = document.getElementById(channel.getAttribute('list')!) as HTMLDataListElement;
    const names = [...suggestions.options].map((option) => option.value);
    expect(names).toEqual(expect.arrayContaining(['BCA', 'BRI', 'BNI', 'Mandiri', 'BSI', 'GoPay', 'OVO', 'DANA']));
    expect((field('Aktif') as HTMLInputElement).checked).toBe(true);

    type('Bank / dompet digital', 'BSI');
    type('Nomor rekening', '7123 4567 89');
    type('Atas nama', 'Ani');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByText('Rekening tersimpan');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/v1/gift/virtual',
        body: {
          channel_type: 'BSI',
          account_number: '7123 4567 89',
          account_name: 'Ani',
          is_active: true,
          invitation_id: INVITATION_ID,
        },
      },
    ]);
    expect(await within(list('Rekening & Dompet Digital')).findByText('BSI')).toBeTruthy();
  });

  it('takes a bank that is not suggested, and refuses an account number with letters before sending', async () => {
    const { calls } = renderGiftEditor({});
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah rekening / dompet digital' }));
    type('Bank / dompet digital', 'Bank Nagari');
    type('Nomor rekening', '12ab34');
    type('Atas nama', 'Ani');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Nomor rekening berisi 4 sampai 30 angka, spasi atau tanda hubung');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect((field('Bank / dompet digital') as HTMLInputElement).value).toBe('Bank Nagari');
  });

  it('switches an account off: the PUT says is_active false', async () => {
    const { calls } = renderGiftEditor({ 'PUT /v1/gift/virtual/v-1': written({ ...bca, is_active: false }) });
    fireEvent.click(within(await screen.findByText('BCA').then((el) => el.closest('li')!)).getByText('Ubah'));
    fireEvent.click(field('Aktif'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Rekening tersimpan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      channel_type: 'BCA',
      account_number: '1234567890',
      account_name: 'Ani Lestari',
      is_active: false,
    });
  });

  it('adds a wishlist item whose price is typed with dots and sent as a whole number', async () => {
    const { calls } = renderGiftEditor({
      'POST /v1/gift/wishlist': (call) => ({
        status: 201,
        ...written({ ...(call.body as object), id: 'w-9', confirmation: [] }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah kado keinginan' }));
    type('Nama produk', 'Rice cooker');
    const price = field('Harga (Rp)') as HTMLInputElement;
    expect(price.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(price, { target: { value: '1250000' } });
    expect(price.value).toBe('1.250.000');
    fireEvent.change(price, { target: { value: 'Rp 1.250.000a' } });
    expect(price.value).toBe('1.250.000');
    fireEvent.change(price, { target: { value: '1.250.000' } });
    expect((field('Jumlah') as HTMLInputElement).value).toBe('1');
    type('Jumlah', '2');
    type('Tautan pembelian', 'https://toko.example/rice-cooker');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await screen.findByText('Kado tersimpan');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/v1/gift/wishlist',
      body: {
        product_name: 'Rice cooker',
        amount: 1250000,
        qty: 2,
        purchase_url: 'https://toko.example/rice-cooker',
        invitation_id: INVITATION_ID,
      },
    });
  });

  it('lists a wishlist item’s confirmations from the API, WhatsApp numbers as wa.me links', async () => {
    const { calls } = renderGiftEditor({
      'GET /v1/gift/wishlist/confirmation/w-1': ok([
        confirmation,
        { ...confirmation, id: 'c-2', buyer_name: 'Dewi', whatsapp_number: '+6285712345678', status: 'received' },
      ]),
      'GET /v1/gift/wishlist/confirmation/w-3': ok([]),
    });
    fireEvent.click(
      within(await screen.findByText('Stand mixer').then((el) => el.closest('li')!)).getByText('Lihat konfirmasi'),
    );

    const rina = (await screen.findByText('Rina Wijaya')).closest('li') as HTMLElement;
    expect(calls.some((call) => call.path === '/v1/gift/wishlist/confirmation/w-1')).toBe(true);
    const dialog = rina.closest('dialog') as HTMLElement;
    expect(within(dialog).getByText('Konfirmasi kado: Stand mixer')).toBeTruthy();
    const chatWithRina = new URL(within(rina).getByText('+62 812 3456 7890').getAttribute('href')!);
    expect(`${chatWithRina.origin}${chatWithRina.pathname}`).toBe('https://wa.me/6281234567890');
    expect(chatWithRina.searchParams.get('text')).toBe(
      'Halo Rina Wijaya, terima kasih banyak atas kado Stand mixer untuk pernikahan kami!',
    );
    expect(within(rina).getByText('5 Mei 2026')).toBeTruthy();
    expect(within(rina).getByText('JNE')).toBeTruthy();
    expect(within(rina).getByText('JNE123456789')).toBeTruthy();
    expect(within(rina).getByText('Semoga bermanfaat')).toBeTruthy();
    expect(within(rina).getByText('Menunggu')).toBeTruthy();
    const dewi = within(dialog).getByText('Dewi').closest('li') as HTMLElement;
    expect(within(dewi).getByText('+62 857 1234 5678').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6285712345678\?text=/,
    );
    expect(within(dewi).getByText('Diterima')).toBeTruthy();

    fireEvent.click(within(dialog).getByText('Tutup'));
    expect(screen.queryByText('Rina Wijaya')).toBeNull();

    fireEvent.click(within(cardOf('Handuk')).getByText('Lihat konfirmasi'));
    expect(await screen.findByText('Belum ada konfirmasi')).toBeTruthy();
  });

  it('shows the preview every gift list as typed, the other lists as saved', async () => {
    const { onDraft, onDirtyChange } = renderGiftEditor({});
    await screen.findByText('Stand mixer');
    await waitFor(() => expect(lastDraft(onDraft)?.virtual_gift).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Tambah rekening / dompet digital' }));
    type('Bank / dompet digital', 'Mandiri');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(lastDraft(onDraft)).toEqual({
      virtual_gift: [
        bca,
        gopay,
        { id: 'baru', is_active: true, channel_type: 'Mandiri', account_number: '', account_name: '' },
      ],
      physical_gift: [home],
      wishlist_gift: [mixer, kettle, towel],
    });

    // A wishlist item edited keeps its confirmations in the preview (the form does not hold them).
    fireEvent.click(within(cardOf('Stand mixer')).getByText('Ubah'));
    fireEvent.change(field('Harga (Rp)'), { target: { value: '999.000' } });
    const draft = lastDraft(onDraft);
    expect(draft.wishlist_gift[0]).toEqual({ ...mixer, amount: 999000 });
    expect(draft.virtual_gift[2]).toMatchObject({ id: 'baru', channel_type: 'Mandiri' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Batal' })[0]!);
    expect(lastDraft(onDraft).virtual_gift).toEqual([bca, gopay]);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});

describe('gift editor helpers', () => {
  it('reads a typed or pasted price as whole Rupiah, digits only', () => {
    expect(rupiahAmount('1.250.000')).toBe(1250000);
    expect(rupiahAmount('Rp 2.000.000,00')).toBe(2000000);
    expect(rupiahAmount('007')).toBe(7);
    expect(rupiahAmount('abc')).toBeUndefined();
    expect(rupiahAmount('')).toBeUndefined();
  });

  it('says the purchase day in Indonesian', () => {
    expect(purchaseDay('2026-08-17T00:00:00.000Z')).toBe('17 Agustus 2026');
  });
});
