/** Query keys, from the invitation down (TanStack Query's hierarchical keys); plain data. */
export const invitationKeys = {
  all: (slug: string) => ['invitation', slug] as const,
  page: (slug: string, guestCode: string | null) => ['invitation', slug, 'page', guestCode] as const,
  /** The pages of every wish, as the 'Ucapan & Do'a' dialog loads them. */
  wishPages: (slug: string) => ['invitation', slug, 'wish-pages'] as const,
  /** Demo mode's pages of the sample wishes, per theme. */
  demoWishPages: (theme: string) => ['demo', theme, 'wish-pages'] as const,
};
