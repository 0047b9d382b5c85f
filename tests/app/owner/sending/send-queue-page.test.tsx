// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sendPage from '../../../../app/owner/sending/send-queue-page';
import type { MessageKind } from '../../../../schemas/requests/guest-messages';
import type { OwnerGuest } from '../../../../schemas/responses/owner-guests';
import { summaryOf } from '../dashboard-harness';
import { guestOf, ID } from '../guests/guest-list-harness';
import { messageTemplatesAnswer } from '../guests/message-templates-answer';
import { ok, renderOwnerPage, routedApi, type Call } from '../owner-page-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT_COLUMN: Record<MessageKind, 'sent_at' | 'reminded_at' | 'thanked_at'> = {
  invitation: 'sent_at',
  reminder: 'reminded_at',
  thank_you: 'thanked_at',
};

/**
 * A fake send-queue API: the guests, answered for any kind, with the unsent filter applied as the
 * server would; marking sent stamps the kind's column.
 */
function fakeQueueApi(guests: OwnerGuest[], templates = messageTemplatesAnswer()) {
  const state = { guests, templates, calls: [] as Call[] };
  state.calls = routedApi({
    [`GET /v1/invitation/summary/${ID}`]: () => ok(summaryOf()),
    [`GET /v1/invitation/${ID}/message-templates`]: () => ok(state.templates),
    [`PUT /v1/invitation/${ID}/message-templates`]: (call) => {
      const body = call.body as Record<string, string>;
      state.templates = messageTemplatesAnswer(null, { reminder: body.reminder || null });
      return ok(state.templates);
    },
    [`GET /v1/invitation/${ID}/guest`]: () => ({
      body: { data: [], meta: { total: 0, all: 3, page: 1, pageSize: 1, groups: ['Keluarga', 'Teman'] } },
    }),
    [`GET /v1/invitation/${ID}/send-queue`]: (call) => {
      const params = new URL(call.path, 'http://localhost').searchParams;
      const column = SENT_COLUMN[(params.get('kind') ?? 'invitation') as MessageKind];
      const group = params.get('group');
      const audience = state.guests.filter((guest) => !group || guest.group === group);
      const data = params.get('unsent') === 'true' ? audience.filter((guest) => !guest[column]) : audience;
      const sent = audience.filter((guest) => guest[column]).length;
      return { body: { data, meta: { total: audience.length, sent, thank_you_audience: 'attending' } } };
    },
    ...Object.fromEntries(
      guests.map((guest) => [
        `POST /v1/guest/${guest.id}/sent`,
        (call: Call) => {
          const kind = (new URL(call.path, 'http://localhost').searchParams.get('kind') ?? 'invitation') as MessageKind;
          state.guests = state.guests.map((g) =>
            g.id === guest.id ? { ...g, [SENT_COLUMN[kind]]: '2026-11-25T07:05:00.000Z' } : g,
          );
          return ok(state.guests.find((g) => g.id === guest.id));
        },
      ]),
    ),
  });
  return state;
}

const GUESTS = [
  guestOf({ id: 'g-1', name: 'Budi Santoso', code: 'kode-budi', whatsapp_number: '+6281234567890' }),
  guestOf({ id: 'g-2', name: 'Siti Aminah', code: 'kode-siti', whatsapp_number: '+6281298765432', group: 'Teman' }),
  guestOf({ id: 'g-3', name: 'Joko', code: 'kode-joko', whatsapp_number: null }),
];

const renderSendPage = () =>
  renderOwnerPage(sendPage.Component, '/invitation/:id/guest/send', `/invitation/${ID}/guest/send`);

/** The tab comes back into view after WhatsApp. */
const comeBack = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('Tamu › Kirim Undangan', () => {
  it('shows the next guest with one button to WhatsApp, marks them sent on return and moves on', async () => {
    const api = fakeQueueApi(GUESTS);
    renderSendPage();
    expect(await screen.findByText('Budi Santoso', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText(/terkirim$/, { selector: 'p' }).textContent).toBe('0 dari 3 terkirim');

    const send = screen.getByRole('link', { name: /Kirim ke WhatsApp ke Budi Santoso/ });
    const url = new URL(send.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Budi Santoso');
    expect(text).toContain('Rina & Dimas');
    expect(text).toContain('Sabtu, 12 Juni 2027');
    expect(text).toContain('?to=kode-budi');
    expect(send.getAttribute('target')).toBe('_blank');

    fireEvent.click(send);
    expect(await screen.findByText(/otomatis ditandai terkirim/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    comeBack();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/v1/guest/g-1/sent?kind=invitation',
      ]),
    );
    expect(await screen.findByText('Siti Aminah', { selector: 'h2' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/terkirim$/, { selector: 'p' }).textContent).toBe('1 dari 3 terkirim'));
  });

  it('skips guests without a number with a note, and says when the queue is done', async () => {
    fakeQueueApi(GUESTS);
    renderSendPage();
    expect(await screen.findByText('1 tamu tanpa nomor WhatsApp dilewati')).toBeTruthy();
    expect(screen.getByText(/^Joko\. Tambahkan nomornya di/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Lewati Budi Santoso' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lewati Siti Aminah' }));
    expect(await screen.findByText('Tidak ada lagi tamu di antrean undangan ini.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'tampilkan lagi tamu yang dilewati' }));
    expect(await screen.findByText('Budi Santoso', { selector: 'h2' })).toBeTruthy();
  });

  it('sends a reminder by its own kind and filters by group', async () => {
    const api = fakeQueueApi(GUESTS);
    renderSendPage();
    await screen.findByText('Budi Santoso', { selector: 'h2' });
    fireEvent.click(screen.getByRole('radio', { name: 'Pengingat' }));
    expect(await screen.findByText('Untuk tamu yang belum menjawab RSVP.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Grup' }), { target: { value: 'Teman' } });
    expect(await screen.findByText('Siti Aminah', { selector: 'h2' })).toBeTruthy();
    const queueCall = api.calls.filter((call) => call.path.includes('send-queue')).at(-1)!;
    expect(Object.fromEntries(new URL(queueCall.path, 'http://localhost').searchParams)).toEqual({
      kind: 'reminder',
      group: 'Teman',
      unsent: 'true',
    });
    fireEvent.click(screen.getByRole('link', { name: /Kirim ke WhatsApp ke Siti Aminah/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tandai terkirim' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/v1/guest/g-2/sent?kind=reminder',
      ]),
    );
  });

  it("edits a template with a live preview filled in with a real guest's data, and saves it", async () => {
    const api = fakeQueueApi(GUESTS);
    renderSendPage();
    await screen.findByText('Budi Santoso', { selector: 'h2' });
    fireEvent.click(screen.getByRole('radio', { name: 'Pengingat' }));
    const editor = await screen.findByRole('region', { name: 'Pesan pengingat' });
    const text = within(editor).getByRole('textbox', { name: 'Isi pesan' });
    fireEvent.change(text, { target: { value: 'Halo ' } });
    fireEvent.click(within(editor).getByRole('button', { name: /\{nama\}/ }));
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe('Halo {nama}'));
    const preview = within(editor).getByTestId('message-preview');
    // A template without {link} gets the personal link on its own line.
    expect(preview.textContent).toMatch(/^Halo Budi Santoso\n\nhttps?:\/\/\S+\/rina-dimas\?to=kode-budi$/);
    fireEvent.click(within(editor).getByRole('button', { name: 'Simpan pesan' }));
    expect(await within(editor).findByText('Pesan pengingat disimpan')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ invitation: '', reminder: 'Halo {nama}', thank_you: '' });

    fireEvent.change(text, { target: { value: 'x'.repeat(2001) } });
    expect(within(editor).getByText('Pesan maksimal 2000 karakter')).toBeTruthy();
    expect((within(editor).getByRole('button', { name: 'Simpan pesan' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
