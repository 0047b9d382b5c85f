import { queryOptions } from '@tanstack/react-query';
import { loadTheme } from '../../renderers/themes/load-theme';

/** One theme's manifest with its fonts, for a live preview card; it never changes while the app runs. */
export const themeManifestQuery = (themeId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'manifest', themeId] as const,
    queryFn: async () => (await loadTheme(themeId)) ?? null,
    staleTime: Infinity,
  });
