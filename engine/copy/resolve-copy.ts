import { SECTIONS } from '../../schemas/sections';
import type { SectionSlug } from '../../schemas/section-slugs';

/** What every section's copy schema has in common; renderers see their slug's exact SectionCopy. */
export type ResolvedCopy = { title: string; description: string; labels: Record<string, string> };

type Layer = { [key: string]: unknown } | undefined | null;

/** The `default` of every property of an object schema, nested objects included. */
export function schemaDefaults(schema: { properties?: Record<string, unknown> }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const p = prop as { default?: unknown; type?: unknown; properties?: Record<string, unknown> };
    if (p.type === 'object' && p.properties) out[key] = schemaDefaults(p);
    else if (p.default !== undefined) out[key] = p.default;
  }
  return out;
}

function overlay(base: Record<string, unknown>, layer: Layer): Record<string, unknown> {
  if (!layer) return base;
  const out = { ...base };
  for (const key of Object.keys(base)) {
    const value = layer[key];
    if (value === undefined || value === null) continue;
    const current = base[key];
    out[key] =
      current && typeof current === 'object' && !Array.isArray(current) && typeof value === 'object'
        ? overlay(current as Record<string, unknown>, value as Layer)
        : value;
  }
  return out;
}

/**
 * The copy of one section: schema defaults < the theme's manifest copy < the owner's settings.
 * Only keys the section's copy schema knows are taken from either layer.
 */
export function resolveCopy(slug: SectionSlug, manifestCopy: Layer, owner: Layer): ResolvedCopy {
  const schema = SECTIONS[slug].copy as { properties: Record<string, unknown> };
  return overlay(overlay(schemaDefaults(schema), manifestCopy), owner) as ResolvedCopy;
}

/** The section's `extra` settings with their schema defaults filled in. */
export function resolveExtra(slug: SectionSlug, extra: Layer): Record<string, unknown> {
  const extraSchema = SECTIONS[slug].settings.properties.extra as { properties: Record<string, unknown> };
  return { ...schemaDefaults(extraSchema), ...(extra ?? {}) };
}
