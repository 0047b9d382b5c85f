import type { InvitationPlan } from '../../../../schemas/entities/invitation-plan.schema';
import type { Order } from '../../../../schemas/entities/order.schema';
import type { OrderOptions } from '../../../../schemas/responses/orders';

/** What the payment pages read, as the API answers it: an unpaid Luxury draft ordered on 6 December 2026. */

export const ID = 'inv-1';
export const NOW = '2026-12-06T03:00:00.000Z';

const plan = (
  code: string,
  tier: number,
  price: number,
  days: number,
  extra: Partial<InvitationPlan> = {},
): InvitationPlan => ({
  id: `plan-${code}`,
  name: code,
  code,
  color: { fair: '#1a7a6c', mediaval: '#4338ca', luxury: '#8b6914' }[code] ?? '#000000',
  tier,
  price,
  discount_price: null,
  expired_day: days,
  section: tier === 3 ? [] : (['opening', 'couple', 'event'] as InvitationPlan['section']),
  with_guestbook: tier === 3,
  ...extra,
});

/** GET /v1/plan: Luxury on a discount (Rp 249.000 struck through, Rp 199.000). */
export const PLANS: InvitationPlan[] = [
  plan('fair', 1, 49000, 90),
  plan('mediaval', 2, 99000, 180),
  plan('luxury', 3, 249000, 365, { discount_price: 199000 }),
];

export const LOWER_THEME = 'Tema ini khusus paket Luxury';

/** GET …/order/options: Fair and Mediaval refused (the theme asks for Luxury), Luxury a first payment. */
export const optionsOf = (overrides: Partial<OrderOptions> = {}): OrderOptions => ({
  plans: [
    { plan_code: 'fair', kind: null, gross_amount: null, active_from: NOW, active_until: null, refusal: LOWER_THEME },
    {
      plan_code: 'mediaval',
      kind: null,
      gross_amount: null,
      active_from: NOW,
      active_until: null,
      refusal: LOWER_THEME,
    },
    {
      plan_code: 'luxury',
      kind: 'new',
      gross_amount: 199000,
      active_from: NOW,
      active_until: '2027-12-06T03:00:00.000Z',
      refusal: null,
    },
  ],
  methods: ['midtrans', 'transfer'],
  transfer_accounts: [{ channel_type: 'BCA', account_number: '1234567890', account_name: 'PT Undangan Digital' }],
  ...overrides,
});

/** An order of the invitation: a pending transfer of Luxury unless told. */
export const orderOf = (overrides: Partial<Order> = {}): Order => ({
  order_id: 'UND-20261206-AAAA1111',
  invitation_id: ID,
  status: 'pending',
  provider_status: null,
  payment_type: null,
  kind: 'new',
  plan_code: 'luxury',
  add_ons: [],
  gross_amount: 199000,
  method: 'transfer',
  redirect_url: null,
  snap_token: null,
  expires_at: '2026-12-09T03:00:00.000Z',
  paid_at: null,
  active_until: '2027-12-06T03:00:00.000Z',
  proof_url: null,
  reason: null,
  created_at: NOW,
  ...overrides,
});
