import { useQuery } from '@tanstack/react-query';
import { ThemePreviewCard } from '../../../../renderers/chrome/theme-preview-card';
import { themeManifestQuery } from '../../../queries/theme-manifest-query';
import './theme-catalogue.css';

/** A theme's live preview by its slug: a quiet placeholder of the same size while its manifest loads. */
export function OwnerThemePreview({ themeId, names }: { themeId: string; names?: string }) {
  const { data: manifest } = useQuery(themeManifestQuery(themeId));
  if (!manifest) return <div className="theme-card__preview theme-card__preview--empty" aria-hidden="true" />;
  return <ThemePreviewCard theme={manifest} names={names} />;
}
