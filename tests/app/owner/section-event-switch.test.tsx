// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SectionEditorPage } from '../../../app/owner/sections/section-editor-page';
import { INVITATION_ID, invitation } from './settings-harness';
import { ok, renderOwnerPage, routedApi, written } from './owner-page-harness';
import { contentWithEvents, eventSection } from './event-section-fixture';

/** Acara's switch of per-event answers (docs/product.md#rsvp): offered with two events or more. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: string, label: string) => ({
  id,
  label,
  start_date: '2026-12-12T02:00:00.000Z',
  venue: 'Gedung',
  address: 'Jl. Pemuda 1',
  is_main_event: false,
  extra: { timezone: 'WIB' },
});

function openEditor(events: unknown[], useMultipleEvent: boolean) {
  let saved = invitation({ use_multiple_event: useMultipleEvent });
  const calls = routedApi({
    [`GET /v1/invitation/${INVITATION_ID}`]: () => ok(saved),
    'GET /v1/invitation/section': ok([eventSection]),
    [`GET /v1/invitation/${INVITATION_ID}/content`]: () => ok(contentWithEvents(events)),
    [`PUT /v1/invitation/${INVITATION_ID}`]: (call) => {
      saved = { ...saved, ...(call.body as object), version: 'v-baru' };
      return written(saved);
    },
  });
  renderOwnerPage(SectionEditorPage, '/invitation/:id/section/:slug', `/invitation/${INVITATION_ID}/section/event`);
  return calls;
}

describe('Acara: Tamu memilih acara yang dihadiri', () => {
  it('with akad and resepsi: shows the switch on, and turns it off on the invitation, on its version', async () => {
    const calls = openEditor([event('ev-1', 'Akad Nikah'), event('ev-2', 'Resepsi')], true);
    const toggle = (await screen.findByRole('switch', {
      name: 'Tamu memilih acara yang dihadiri',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ use_multiple_event: false });
    expect(put.headers?.['if-match']).toBe('"v-awal"');
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(screen.getByText('Mati: jawaban tamu dicatat untuk acara utama saja.')).toBeTruthy();
  });

  it('with one event: offers no switch and says when it comes', async () => {
    openEditor([event('ev-1', 'Resepsi')], false);
    expect(await screen.findByText(/Dengan dua acara atau lebih/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Tamu memilih acara yang dihadiri' })).toBeNull();
  });
});
