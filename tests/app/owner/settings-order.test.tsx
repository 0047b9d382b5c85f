// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as OrderSettingPage } from '../../../app/owner/settings/order-setting-page';
import type { OwnerSection } from '../../../schemas/responses/owner-sections';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { SECTION_SLUGS } from '../../../schemas/section-slugs';
import { renderOwnerPage, stubApi, type Call, type Responder } from './owner-page-harness';
import { invitation } from './settings-harness';

/**
 * 'Urutan Bagian': sections in the invitation's order, moved by keyboard on a handle or by the
 * buttons, each change saved at once (rolled back when refused); a section outside the plan has a
 * locked switch naming a plan that includes it.
 */

const SLUGS = ['opening', 'couple', 'event', 'gift'] as const;
const SECTIONS: OwnerSection[] = SLUGS.map((slug, index) => ({
  id: `s-${slug}`,
  slug,
  index,
  is_active: true,
  title: `Judul ${slug}`,
  extra: { hide: false },
  version: `v-${slug}`,
}));
const plan = (code: string, tier: number, section: readonly string[]): InvitationPlan => ({
  id: `p-${code}`,
  code,
  name: code,
  color: '#8e3b52',
  tier,
  price: tier * 50000,
  expired_day: 90,
  with_guestbook: false,
  section: section as InvitationPlan['section'],
});
const FAIR = plan('fair', 1, ['opening', 'couple', 'event']);
const LUXURY = plan('luxury', 3, SECTION_SLUGS);

/** The API of one invitation on the fair plan; reorder and section updates as the server answers them. */
function invitationApi(overrides: Responder = () => undefined) {
  let list = [...SECTIONS];
  return stubApi((call) => {
    const own = overrides(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/v1/invitation/inv-1')
      return { body: { data: invitation({ slug: 'raka-ayu', plan: FAIR }) } };
    if (call.method === 'GET' && call.path.startsWith('/v1/invitation/section?')) return { body: { data: list } };
    if (call.method === 'GET' && call.path === '/v1/plan') return { body: { data: [LUXURY, FAIR] } };
    if (call.method === 'PUT' && call.path === '/v1/invitation/section/reorder') {
      const { order } = call.body as { order: string[] };
      list = order.map((id, index) => ({ ...list.find((row) => row.id === id)!, index }));
      return { body: { data: list } };
    }
    if (call.method === 'PUT' && call.path.startsWith('/v1/invitation/section/')) {
      const id = call.path.split('/').pop()!;
      list = list.map((row) => (row.id === id ? { ...row, ...(call.body as object) } : row));
      return { body: { data: list.find((row) => row.id === id) } };
    }
    return undefined;
  });
}

/** dnd-kit measures rows to find the next place: each row of the list gets its own band 60 px high. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, right: 400, bottom: top + 56, width: 400, height: 56, toJSON() {} } as DOMRect;
  });
}

const names = () =>
  screen.getAllByRole('listitem').map((row) => row.querySelector('.order-row__name')!.firstChild!.textContent);
const reorders = (calls: Call[]) => calls.filter((call) => call.path === '/v1/invitation/section/reorder');

beforeEach(layOutRows);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = async () => {
  renderOwnerPage(OrderSettingPage, '/invitation/:id/setting/order', '/invitation/inv-1/setting/order');
  await screen.findByRole('list', { name: 'Urutan bagian' });
};

describe('Urutan Bagian', () => {
  it('lists the sections by their names, in the invitation order', async () => {
    invitationApi();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Urutan Bagian' })).toBeTruthy();
    expect(names()).toEqual(['Pembuka', 'Mempelai', 'Acara', 'Kado']);
  });

  it('moves a row by keyboard (Space, ArrowDown, Space) and saves every id in the new order', async () => {
    const calls = invitationApi();
    await open();
    const handle = screen.getByRole('button', { name: 'Pindahkan Pembuka' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(reorders(calls)).toHaveLength(1));
    expect(reorders(calls)[0]!.body).toEqual({
      invitation_id: 'inv-1',
      order: ['s-couple', 's-opening', 's-event', 's-gift'],
    });
    await screen.findByText('Urutan tersimpan');
    expect(names()).toEqual(['Mempelai', 'Pembuka', 'Acara', 'Kado']);
  });

  it('moves a row with its up and down buttons', async () => {
    const calls = invitationApi();
    await open();
    expect(screen.getByRole('button', { name: 'Naikkan Pembuka' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan Acara' }));
    await waitFor(() => expect(reorders(calls)).toHaveLength(1));
    expect((reorders(calls)[0]!.body as { order: string[] }).order).toEqual([
      's-opening',
      's-event',
      's-couple',
      's-gift',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Turunkan Pembuka' }));
    await waitFor(() => expect(reorders(calls)).toHaveLength(2));
    expect((reorders(calls)[1]!.body as { order: string[] }).order).toEqual([
      's-event',
      's-opening',
      's-couple',
      's-gift',
    ]);
    await screen.findByText('Urutan tersimpan');
  });

  it('puts the order back and says so when the server refuses it', async () => {
    invitationApi((call) =>
      call.path === '/v1/invitation/section/reorder'
        ? { status: 500, body: { message: 'Terjadi kesalahan pada server' } }
        : undefined,
    );
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Turunkan Pembuka' }));
    expect(names()).toEqual(['Mempelai', 'Pembuka', 'Acara', 'Kado']);
    expect((await screen.findByRole('alert')).textContent).toBe('Urutan gagal disimpan. Terjadi kesalahan pada server');
    expect(names()).toEqual(['Pembuka', 'Mempelai', 'Acara', 'Kado']);
  });

  it('turns a section off with its settings sent whole', async () => {
    const calls = invitationApi();
    await open();
    const toggle = screen.getByRole('switch', { name: 'Tampilkan Acara' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await screen.findByText('Acara disembunyikan');
    const update = calls.find((call) => call.method === 'PUT' && call.path === '/v1/invitation/section/s-event');
    expect(update?.body).toEqual({ title: 'Judul event', extra: { hide: false }, is_active: false });
    // On the version the list showed: a switch never writes over settings saved meanwhile.
    expect(update?.headers?.['if-match']).toBe('"v-event"');
    expect(screen.getByRole('switch', { name: 'Tampilkan Acara' }).getAttribute('aria-checked')).toBe('false');
  });

  it('locks the switch of a section outside the plan, naming a plan that has it', async () => {
    const calls = invitationApi();
    await open();
    const row = screen.getAllByRole('listitem')[3]!;
    const locked = within(row).getByRole('switch', { name: 'Tampilkan Kado' });
    expect(locked).toHaveProperty('disabled', true);
    await waitFor(() => expect(within(row).getByText('Khusus paket Luxury')).toBeTruthy());
    expect(locked.getAttribute('aria-describedby')).toBe(within(row).getByText('Khusus paket Luxury').id);
    fireEvent.click(locked);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(within(screen.getAllByRole('listitem')[0]!).getByRole('switch')).toHaveProperty('disabled', false);
  });
});
