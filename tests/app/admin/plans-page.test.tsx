// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { SECTION_SLUGS } from '../../../schemas/section-slugs';
import { ok, type Answer, type Call } from '../owner/owner-page-harness';
import { openConsole, writes } from './admin-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FAIR_SECTIONS = [
  'opening',
  'quote',
  'couple',
  'countdown',
  'event',
  'gallery',
  'wish',
  'rsvp',
  'closing',
  'footer',
];

const PLANS: InvitationPlan[] = [
  {
    id: 'p-1',
    name: 'fair',
    code: 'fair',
    color: '#1a7a6c',
    tier: 1,
    price: 49000,
    discount_price: null,
    expired_day: 90,
    section: FAIR_SECTIONS as InvitationPlan['section'],
    with_guestbook: false,
    add_ons: [],
  },
  {
    id: 'p-3',
    name: 'luxury',
    code: 'luxury',
    color: '#8b6914',
    tier: 3,
    price: 249000,
    discount_price: 199000,
    expired_day: 365,
    section: [...SECTION_SLUGS],
    with_guestbook: true,
    add_ons: [],
    description: 'Semua fitur',
  },
];

/** Paket, against a fake API that answers the plan saved (or `refusal`). */
function openPlans(at = '/admin/plans', refusal?: Answer) {
  const put = (call: Call) => refusal ?? ok({ ...PLANS[0], ...(call.body as object) });
  const { calls } = openConsole(at, {
    'GET /v1/admin/plans': ok(PLANS),
    'PUT /v1/admin/plans/fair': put,
    'PUT /v1/admin/plans/luxury': put,
  });
  return calls;
}

const form = (name: string) => screen.findByRole('form', { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('Paket', () => {
  it('sends what the operator changed of a plan, in the request the API takes', async () => {
    const calls = openPlans();
    const fair = await form('Paket Fair');
    expect((within(fair).getByLabelText('Harga') as HTMLInputElement).value).toBe('49.000');
    expect(within(fair).getAllByRole('checkbox', { checked: true })).toHaveLength(FAIR_SECTIONS.length);
    type(within(fair).getByLabelText('Harga'), '59.000');
    type(within(fair).getByLabelText('Harga diskon'), '45000');
    type(within(fair).getByLabelText('Masa aktif (hari)'), '120');
    fireEvent.click(within(fair).getByRole('checkbox', { name: 'Galeri' }));
    fireEvent.click(within(fair).getByRole('checkbox', { name: 'Kisah' }));
    fireEvent.click(within(fair).getByRole('checkbox', { name: /^Dengan buku tamu/ }));
    type(within(fair).getByLabelText('Tambahan'), 'musik-khusus\n\n');
    type(within(fair).getByLabelText('Deskripsi'), '  Paket hemat  ');
    fireEvent.click(within(fair).getByRole('button', { name: 'Simpan' }));

    expect(await within(fair).findByText('Paket Fair tersimpan.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/admin/plans/fair',
        body: {
          price: 59000,
          discount_price: 45000,
          expired_day: 120,
          // In the sections' own order: Kisah (story) after Acara (event), Galeri gone.
          section: ['opening', 'quote', 'couple', 'countdown', 'event', 'story', 'wish', 'rsvp', 'closing', 'footer'],
          with_guestbook: true,
          add_ons: ['musik-khusus'],
          description: 'Paket hemat',
        },
      },
    ]);
  });

  it('ends a discount and removes a description with null, and sends nothing when nothing changed', async () => {
    const calls = openPlans('/admin/plans?plan=luxury');
    const luxury = await form('Paket Luxury');
    fireEvent.click(within(luxury).getByRole('button', { name: 'Simpan' }));
    expect(await within(luxury).findByText('Tidak ada yang diubah')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    type(within(luxury).getByLabelText('Harga diskon'), '');
    type(within(luxury).getByLabelText('Deskripsi'), '');
    fireEvent.click(within(luxury).getByRole('button', { name: 'Simpan' }));
    await within(luxury).findByText('Paket Luxury tersimpan.');
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/admin/plans/luxury', body: { discount_price: null, description: null } },
    ]);
  });

  it("checks what it cannot send, and shows the API's refusal at its field", async () => {
    const message = 'Harga diskon harus lebih rendah dari harga';
    const calls = openPlans('/admin/plans', {
      status: 400,
      body: { message: `discount_price: ${message}`, errors: [{ field: 'discount_price', message }] },
    });
    const fair = await form('Paket Fair');
    type(within(fair).getByLabelText('Harga'), '');
    type(within(fair).getByLabelText('Masa aktif (hari)'), 'dua');
    fireEvent.click(within(fair).getByRole('button', { name: 'Simpan' }));
    expect(
      within(fair)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Harga harus bilangan bulat 0 sampai 100.000.000', 'Masa aktif 1 sampai 3.650 hari']);
    expect(writes(calls)).toEqual([]);

    type(within(fair).getByLabelText('Harga'), '49000');
    type(within(fair).getByLabelText('Masa aktif (hari)'), '90');
    type(within(fair).getByLabelText('Harga diskon'), '60000');
    fireEvent.click(within(fair).getByRole('button', { name: 'Simpan' }));
    const discount = within(fair).getByLabelText('Harga diskon');
    expect((await within(fair).findByRole('alert')).textContent).toBe(message);
    expect(discount.getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/admin/plans/fair', body: { discount_price: 60000 } }]);
  });
});
