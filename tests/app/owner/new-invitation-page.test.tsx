// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as NewInvitationPage } from '../../../app/owner/invitations/new-invitation-page';
import { THEME_IDS } from '../../helpers';
import { luxuryCatalogueTheme, openCatalogueTheme } from './catalogue-themes';
import { fakeApi, ok, renderPage, type Call } from './owner-page-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const [openTheme = '', luxuryTheme = ''] = THEME_IDS;
const plans = [
  {
    id: 'p1',
    code: 'fair',
    name: 'fair',
    color: '#2e7d32',
    tier: 1,
    price: 49000,
    expired_day: 90,
    section: [],
    with_guestbook: false,
  },
  {
    id: 'p3',
    code: 'luxury',
    name: 'luxury',
    color: '#b8860b',
    tier: 3,
    price: 199000,
    expired_day: 365,
    section: [],
    with_guestbook: true,
  },
];
const themes = [openCatalogueTheme('t1', openTheme, 'Tema Terbuka'), luxuryCatalogueTheme('t2', luxuryTheme)];

/** The API of the page: catalogue, slug check (one slug taken), and the two creating calls. */
function api(overrides: Record<string, (call: Call) => { status?: number; body: unknown }> = {}) {
  return fakeApi({
    'GET /v1/plan': () => ok(plans),
    'GET /v1/theme': () => ok(themes),
    'GET /v1/invitation/slug-availability': ({ path }) => {
      const slug = new URL(path, 'http://x').searchParams.get('slug');
      return ok(
        slug === 'dipakai' ? { slug, available: false, message: 'Slug sudah dipakai' } : { slug, available: true },
      );
    },
    'POST /v1/invitation': () => ok({ id: 'inv-9', slug: 'raka-dan-ayu' }),
    'POST /v1/invitation/event': () => ok({ id: 'ev-1' }),
    ...overrides,
  });
}

/** The slug is checked once typing pauses: the check's answer comes a little later than a render. */
const AFTER_TYPING = { timeout: 4000 };

const open = () =>
  renderPage(NewInvitationPage, '/invitation/new', '/invitation/new', [
    { path: '/invitation/:id', element: <h1>Dasbor undangan</h1> },
  ]);

const type = (label: HTMLElement, value: string) => fireEvent.change(label, { target: { value } });
const inFieldset = (legend: string) => within(screen.getByRole('group', { name: legend }));

function fillCouple() {
  type(inFieldset('Mempelai pria').getByLabelText('Nama lengkap'), 'Raka Pratama');
  type(inFieldset('Mempelai pria').getByLabelText('Nama panggilan'), 'Raka');
  type(inFieldset('Mempelai wanita').getByLabelText('Nama lengkap'), 'Ayu Lestari');
  type(inFieldset('Mempelai wanita').getByLabelText('Nama panggilan'), 'Ayu');
}

describe('/invitation/new "Buat Undangan"', () => {
  it('proposes the link from the nicknames and says whether it is free as the owner types', async () => {
    api();
    open();
    fillCouple();
    const slug = screen.getByLabelText('Tautan undangan') as HTMLInputElement;
    expect(slug.value).toBe('raka-dan-ayu');
    expect(await screen.findByText('✓ Tersedia', {}, AFTER_TYPING)).toBeTruthy();

    type(slug, 'dipakai');
    expect(await screen.findByText('Slug sudah dipakai', {}, AFTER_TYPING)).toBeTruthy();
    // A link the owner wrote is kept when a nickname changes afterwards.
    type(inFieldset('Mempelai wanita').getByLabelText('Nama panggilan'), 'Ayu Kirana');
    expect(slug.value).toBe('dipakai');

    type(slug, 'Bukan Slug!');
    expect(slug.value).toBe('bukan slug!');
    expect(
      await screen.findByText('Slug hanya boleh berisi huruf kecil, angka dan tanda hubung', {}, AFTER_TYPING),
    ).toBeTruthy();
  });

  it('shows the plans with their price and locks themes above the chosen plan, naming it', async () => {
    api();
    open();
    const fair = await screen.findByRole('radio', { name: /^Fair/ });
    expect(fair.closest('label')?.textContent).toContain('Rp 49.000');
    expect(screen.getByRole('radio', { name: /^Luxury/ }).closest('label')?.textContent).toContain('Rp 199.000');
    // What it includes, in the home page's words (engine/format/plan-includes.ts): on what the plan below has.
    const luxuryCard = screen.getByRole('radio', { name: /^Luxury/ }).closest('label')?.textContent;
    expect(luxuryCard).toContain('Aktif 365 hari sejak pembayaran');
    expect(luxuryCard).toContain('Semua isi paket Fair');
    expect(luxuryCard).toContain('Buku tamu QR & layar sapaan di lokasi acara');

    fireEvent.click(fair);
    const locked = (await screen.findByText('Tema Mewah')).closest('button') as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.textContent).toContain('Khusus paket Luxury');
    expect(screen.getByRole('heading', { name: 'Klasik' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Luxury/ }));
    expect(locked.disabled).toBe(false);
    fireEvent.click(locked);
    expect(locked.getAttribute('aria-pressed')).toBe('true');
    // Back to a plan without that theme: the choice is dropped rather than kept out of reach.
    fireEvent.click(fair);
    expect(locked.getAttribute('aria-pressed')).toBe('false');
  });

  it('creates the invitation, then its main event, and opens its dashboard', async () => {
    const calls = api();
    open();
    fillCouple();
    type(screen.getByLabelText('Tanggal'), '2027-06-12');
    type(screen.getByLabelText('Tempat'), 'Gedung Melati');
    type(screen.getByLabelText('Alamat'), 'Jl. Mawar 1, Bandung');
    type(screen.getByLabelText('Jam'), '10:00');
    fireEvent.click(await screen.findByRole('radio', { name: /^Luxury/ }));
    fireEvent.click((await screen.findByText('Tema Mewah')).closest('button') as HTMLButtonElement);
    fireEvent.click(screen.getByRole('button', { name: 'Buat Undangan' }));

    expect(await screen.findByRole('heading', { name: 'Dasbor undangan' })).toBeTruthy();
    const created = calls.find((c) => c.method === 'POST' && c.path === '/v1/invitation');
    expect(created?.body).toEqual({
      slug: 'raka-dan-ayu',
      theme: luxuryTheme,
      use_multiple_event: false,
      plan_code: 'luxury',
      groom: { person_name: 'Raka Pratama', person_nickname: 'Raka' },
      bride: { person_name: 'Ayu Lestari', person_nickname: 'Ayu' },
    });
    const event = calls.find((c) => c.method === 'POST' && c.path === '/v1/invitation/event');
    expect(event?.body).toMatchObject({
      invitation_id: 'inv-9',
      label: 'Resepsi',
      start_date: '2027-06-12T03:00:00.000Z',
      is_main_event: true,
      venue: 'Gedung Melati',
      address: 'Jl. Mawar 1, Bandung',
    });
  });

  it('says what is missing at each field before sending anything', async () => {
    const calls = api();
    open();
    await screen.findByRole('radio', { name: /^Luxury/ });
    fireEvent.click(screen.getByRole('button', { name: 'Buat Undangan' }));
    expect(inFieldset('Mempelai pria').getByText('Nama lengkap wajib diisi')).toBeTruthy();
    expect(screen.getByText('Tanggal acara wajib diisi')).toBeTruthy();
    expect(screen.getByText('Tempat wajib diisi')).toBeTruthy();
    expect(screen.getByText('Pilih salah satu paket')).toBeTruthy();
    expect(screen.getByText('Pilih salah satu tema')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("puts the server's field errors at their fields and keeps everything typed; a retry adds only the event", async () => {
    let eventFails = true;
    let invitationFails = true;
    const calls = api({
      'POST /v1/invitation': () =>
        invitationFails
          ? {
              status: 400,
              body: {
                message: 'Data tidak valid',
                errors: [{ field: 'groom.person_name', message: 'Nama terlalu panjang' }],
              },
            }
          : ok({ id: 'inv-9', slug: 'raka-dan-ayu' }),
      'POST /v1/invitation/event': () =>
        eventFails ? { status: 500, body: { message: 'Gangguan server' } } : ok({ id: 'e' }),
    });
    open();
    fillCouple();
    type(screen.getByLabelText('Tanggal'), '2027-06-12');
    type(screen.getByLabelText('Tempat'), 'Gedung Melati');
    type(screen.getByLabelText('Alamat'), 'Jl. Mawar 1, Bandung');
    fireEvent.click(await screen.findByRole('radio', { name: /^Fair/ }));
    fireEvent.click((await screen.findByText('Tema Terbuka')).closest('button') as HTMLButtonElement);
    fireEvent.click(screen.getByRole('button', { name: 'Buat Undangan' }));

    expect(await inFieldset('Mempelai pria').findByText('Nama terlalu panjang')).toBeTruthy();
    expect((inFieldset('Mempelai pria').getByLabelText('Nama lengkap') as HTMLInputElement).value).toBe('Raka Pratama');
    expect((screen.getByLabelText('Tanggal') as HTMLInputElement).value).toBe('2027-06-12');

    invitationFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Buat Undangan' }));
    expect(await screen.findByText('Gangguan server')).toBeTruthy();
    eventFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Buat Undangan' }));
    expect(await screen.findByRole('heading', { name: 'Dasbor undangan' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/v1/invitation')).toHaveLength(2),
    );
  });
});
