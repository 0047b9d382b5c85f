import type { ThemeCatalogueItem } from '../../../schemas/responses/theme-catalogue';

/** A theme of the catalogue as GET /v1/theme answers it, open to every plan (category Floral). */
export const openCatalogueTheme = (id: string, slug: string, name: string): ThemeCatalogueItem => ({
  id,
  slug,
  name,
  description: '',
  category: { id: 'floral', name: 'Floral', color: '#c2185b' },
  plan: null,
});

/** A theme of the catalogue only the Luxury plan may use (category Klasik). */
export const luxuryCatalogueTheme = (id: string, slug: string, name = 'Tema Mewah'): ThemeCatalogueItem => ({
  id,
  slug,
  name,
  description: '',
  category: { id: 'classic', name: 'Klasik', color: '#37474f' },
  plan: { code: 'luxury', name: 'luxury', tier: 3, color: '#b8860b' },
});
