/**
 * The banks and e-wallets Indonesian couples most often give for a transfer, offered as choices for
 * a virtual gift's channel (`channel_type`). Only a suggestion: the owner may type any other name,
 * and the name is shown to guests as typed.
 */
export type BankChannel = { name: string; kind: 'bank' | 'ewallet' };

const banks = [
  'BCA',
  'BRI',
  'BNI',
  'Mandiri',
  'BSI',
  'CIMB Niaga',
  'Permata',
  'Danamon',
  'BTN',
  'Jago',
  'SeaBank',
  'blu by BCA Digital',
  'Jenius',
  'OCBC',
  'Maybank',
  'Panin',
  'Bank Mega',
  'Muamalat',
  'Bank DKI',
  'bank bjb',
  'Bank Jatim',
  'Bank Jateng',
  'BPD Bali',
  'Allo Bank',
  'Superbank',
  'Bank Raya',
  'neobank',
  'Krom',
] as const;

const ewallets = ['OVO', 'GoPay', 'DANA', 'ShopeePay', 'LinkAja', 'i.saku', 'Sakuku'] as const;

export const BANK_CHANNELS: readonly BankChannel[] = [
  ...banks.map((name) => ({ name, kind: 'bank' as const })),
  ...ewallets.map((name) => ({ name, kind: 'ewallet' as const })),
];

/** How each kind is named beside a choice. */
export const BANK_CHANNEL_KINDS = { bank: 'Bank', ewallet: 'Dompet digital' } as const;
