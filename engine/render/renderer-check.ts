import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { SectionSlug } from '../../schemas/section-slugs';
import type { AnyRendererEntry, RendererRegistry } from './section-props';

export class RendererError extends Error {
  /** The manifest's JSON path of the faulty entry. */
  readonly path: string;
  constructor(
    readonly theme: string,
    readonly slug: SectionSlug,
    readonly detail: string,
  ) {
    super(`Theme "${theme}", section "${slug}" (/sections/${slug}): ${detail}`);
    this.name = 'RendererError';
    this.path = `/sections/${slug}`;
  }
}

/** The renderer ids the registry has for section `slug`. */
export function rendererIdsFor(registry: RendererRegistry, slug: SectionSlug): string[] {
  return Object.keys(registry).filter((id) => registry[id]?.slug === slug);
}

/** The registry entry for a section's renderer id, or why there is none. */
export function lookupRenderer(
  registry: RendererRegistry,
  theme: string,
  slug: SectionSlug,
  rendererId: string,
): { entry: AnyRendererEntry } | { error: RendererError } {
  const entry = registry[rendererId];
  if (!entry) {
    const known = rendererIdsFor(registry, slug);
    return {
      error: new RendererError(
        theme,
        slug,
        `unknown renderer "${rendererId}" (known for ${slug}: ${known.join(', ')})`,
      ),
    };
  }
  if (entry.slug !== slug) {
    return {
      error: new RendererError(theme, slug, `renderer "${rendererId}" renders "${entry.slug}", not "${slug}"`),
    };
  }
  return { entry };
}

/** Every renderer problem of a manifest, for the theme checker. */
export function checkManifestRenderers(manifest: ThemeManifest, registry: RendererRegistry): RendererError[] {
  const errors: RendererError[] = [];
  for (const [slug, rendererId] of Object.entries(manifest.sections) as [SectionSlug, string | null][]) {
    if (rendererId === null) continue;
    const found = lookupRenderer(registry, manifest.id, slug, rendererId);
    if ('error' in found) errors.push(found.error);
  }
  return errors;
}
