// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SectionEditorPage } from '../../../app/owner/sections/section-editor-page';
import { PREVIEW_MESSAGE_TYPE } from '../../../engine/preview/preview-messages';
import { INVITATION_ID, invitation } from './settings-harness';
import { ok, renderOwnerPage, routedApi, type Answer, type Call, written } from './owner-page-harness';
import { contentWithEvents, eventSection } from './event-section-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const akad = {
  id: 'ev-akad',
  label: 'Akad Nikah',
  start_date: '2026-12-12T02:00:00.000Z',
  end_date: '2026-12-12T04:00:00.000Z',
  venue: 'Masjid Raya Al-Falah',
  address: 'Jl. Raya Darmo 137, Surabaya',
  maps_url: 'https://maps.app.goo.gl/Xa1b2C3d4E5f6G7h8',
  is_main_event: true,
  extra: { timezone: 'WIB' },
};
const resepsi = {
  id: 'ev-resepsi',
  label: 'Resepsi',
  start_date: '2026-12-12T11:00:00.000Z',
  venue: 'Graha Sarana',
  address: 'Jl. Pemuda 1, Makassar',
  is_main_event: false,
  extra: { timezone: 'WITA' },
};

function openEditor(post?: (call: Call) => Answer) {
  let events: unknown[] = [akad, resepsi];
  const calls = routedApi({
    [`GET /v1/invitation/${INVITATION_ID}`]: ok(invitation()),
    'GET /v1/invitation/section': ok([eventSection]),
    [`GET /v1/invitation/${INVITATION_ID}/content`]: () => ok(contentWithEvents(events)),
    ...(post && {
      'POST /v1/invitation/event': (call: Call) => {
        const answer = post(call);
        events = [...events, (answer.body as { data: unknown }).data];
        return answer;
      },
    }),
  });
  renderOwnerPage(SectionEditorPage, '/invitation/:id/section/:slug', `/invitation/${INVITATION_ID}/section/event`);
  return calls;
}

const list = () => within(screen.getByRole('region', { name: 'Daftar acara' }));
/** The event list, once the page has read the content. */
const listShown = async () => within(await screen.findByRole('region', { name: 'Daftar acara' }));
const zoneSelect = () => list().getByLabelText(/^Zona waktu/) as HTMLSelectElement;
const chooseZone = (zone: string) => {
  const option = within(zoneSelect()).getByRole('option', { name: new RegExp(`^${zone} \\(`) }) as HTMLOptionElement;
  fireEvent.change(zoneSelect(), { target: { value: option.value } });
};
const fieldOf = (label: RegExp | string) => list().getByLabelText(label).closest('.ui-field') as HTMLElement;
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(list().getByLabelText(label), { target: { value } });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** The 15th of the month the calendar opens on (this month), as the zone's day. */
function fifteenthShown() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
}

/** Opens 'Tambah acara' and fills the new event's required fields, picking the day on the calendar. */
async function addEvent() {
  fireEvent.click(await (await listShown()).findByRole('button', { name: 'Tambah acara' }));
  type(/^Nama acara/, 'Ngunduh Mantu');
  fireEvent.click(list().getByRole('button', { name: 'Mulai: Pilih tanggal' }));
  const calendar = await screen.findByRole('dialog', { name: 'Kalender mulai' });
  const day = await within(calendar).findByRole('button', { name: /\b15\b/ });
  fireEvent.click(day);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kalender mulai' })).toBeNull());
  type('Jam mulai', '08:00');
  type(/^Tempat/, 'Rumah Keluarga');
  type(/^Alamat/, 'Jl. Kenanga 12, Surabaya');
}
const saveEvent = () => fireEvent.click(list().getByRole('button', { name: 'Simpan' }));

describe('Bagian › Acara: the event editor', () => {
  it('lists the saved events (in the server’s time order) with their day and time in their own zone, venue and main badge', async () => {
    openEditor();
    const akadCard = (await (await listShown()).findByText('Akad Nikah')).closest('li') as HTMLElement;
    expect(within(akadCard).getByText('Sabtu, 12 Desember 2026, 09.00 – 11.00 WIB')).toBeTruthy();
    expect(within(akadCard).getByText('Masjid Raya Al-Falah')).toBeTruthy();
    expect(within(akadCard).getByText('Acara utama')).toBeTruthy();
    const resepsiCard = list().getByText('Resepsi').closest('li') as HTMLElement;
    expect(within(resepsiCard).getByText('Sabtu, 12 Desember 2026, 19.00 WITA')).toBeTruthy();
    expect(within(resepsiCard).queryByText('Acara utama')).toBeNull();
    expect(list().queryByRole('button', { name: /Naikkan|Turunkan/ })).toBeNull();
    const cards = list().getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('strong')?.textContent?.trim())).toEqual([
      'Akad Nikah Acara utama',
      'Resepsi',
    ]);
  });

  it('opens a saved event with its day in words and its time in its zone', async () => {
    openEditor();
    const card = (await (await listShown()).findByText('Resepsi')).closest('li') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Ubah' }));
    expect(list().getByRole('button', { name: 'Mulai: Sabtu, 12 Desember 2026' })).toBeTruthy();
    expect(list().getByLabelText('Jam mulai')).toHaveProperty('value', '19:00');
    expect(zoneSelect().selectedOptions[0]?.textContent).toBe('WITA (Waktu Indonesia Tengah)');
    expect(list().getByLabelText('Jam selesai')).toHaveProperty('value', '');
  });

  it('adds an event: POST /v1/invitation/event with the invitation and its start in WIB', async () => {
    const calls = openEditor((call) => ({
      status: 201,
      ...written({ ...(call.body as object), id: 'ev-baru', start_date: '2026-01-01T01:00:00.000Z' }),
    }));
    await addEvent();
    saveEvent();
    await list().findByText('Acara tersimpan');
    const [post] = posts(calls);
    expect(post?.path).toBe('/v1/invitation/event');
    expect(post?.body).toEqual({
      invitation_id: INVITATION_ID,
      label: 'Ngunduh Mantu',
      start_date: `${fifteenthShown()}T08:00:00+07:00`,
      venue: 'Rumah Keluarga',
      address: 'Jl. Kenanga 12, Surabaya',
      extra: { timezone: 'WIB' },
    });
    expect(await list().findByText('Ngunduh Mantu')).toBeTruthy();
  });

  it('keeps the typed clock time when the zone changes', async () => {
    const calls = openEditor((call) => ({ status: 201, ...written({ ...(call.body as object), id: 'ev-baru' }) }));
    await addEvent();
    chooseZone('WIT');
    await waitFor(() => expect(list().getByLabelText('Jam mulai')).toHaveProperty('value', '08:00'));
    saveEvent();
    await list().findByText('Acara tersimpan');
    expect((posts(calls)[0]?.body as { start_date: string }).start_date).toBe(`${fifteenthShown()}T08:00:00+09:00`);
  });

  it('refuses a maps link that is not Google Maps at its field, and sends nothing', async () => {
    const calls = openEditor((call) => ({ status: 201, ...written({ ...(call.body as object), id: 'x' }) }));
    await addEvent();
    type(/^Tautan peta/, 'https://peta.contoh.id/rumah');
    saveEvent();
    expect(await within(fieldOf(/^Tautan peta/)).findByText('Tautan peta harus tautan Google Maps')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('tells the preview about the event as it is typed, before it is saved', async () => {
    openEditor();
    await (await listShown()).findByText('Akad Nikah');
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const posted = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
    fireEvent.load(frame);
    const drafted = () =>
      posted.mock.calls
        .map(([message]) => message as { type: string; draft?: { invitation?: { invitation_event?: unknown[] } } })
        .filter((message) => message.type === PREVIEW_MESSAGE_TYPE)
        .at(-1)?.draft?.invitation?.invitation_event;
    fireEvent.click(list().getByRole('button', { name: 'Tambah acara' }));
    type(/^Nama acara/, 'Ngunduh Mantu');
    // Without a start yet, the preview shows the saved events only (it orders them by their start).
    await waitFor(() => expect(drafted()).toEqual([akad, resepsi]));
    fireEvent.click(list().getByRole('button', { name: 'Batal' }));
    await addEvent();
    await waitFor(() =>
      expect(drafted()).toEqual([
        akad,
        resepsi,
        expect.objectContaining({
          id: 'baru',
          label: 'Ngunduh Mantu',
          // As the server stores it, so that it sorts among the saved events.
          start_date: new Date(`${fifteenthShown()}T08:00:00+07:00`).toISOString(),
          venue: 'Rumah Keluarga',
        }),
      ]),
    );
  });

  it('closes the calendar on Escape (focus back on the date), on a press outside and when the focus leaves', async () => {
    openEditor();
    fireEvent.click(await (await listShown()).findByRole('button', { name: 'Tambah acara' }));
    const date = list().getByRole('button', { name: 'Mulai: Pilih tanggal' });
    const calendar = () => screen.queryByRole('dialog', { name: 'Kalender mulai' });
    fireEvent.click(date);
    const opened = await screen.findByRole('dialog', { name: 'Kalender mulai' });
    // The calendar takes the focus once it has drawn its days (react-day-picker's autoFocus, after
    // mounting): Escape comes from there, as an owner's would. Pressed before, on a loaded machine the
    // calendar's late focus could land after the date's and go with the calendar.
    await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(calendar()).toBeNull());
    expect(document.activeElement).toBe(date);

    fireEvent.click(date);
    await screen.findByRole('dialog', { name: 'Kalender mulai' });
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(calendar()).toBeNull());

    fireEvent.click(date);
    await screen.findByRole('dialog', { name: 'Kalender mulai' });
    fireEvent.focusIn(list().getByLabelText(/^Nama acara/));
    await waitFor(() => expect(calendar()).toBeNull());
  });
});
