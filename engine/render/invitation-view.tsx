import type { ComponentType, CSSProperties } from 'react';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { DEFAULT_REVEAL } from '../../schemas/theme-look';
import type { SectionSlug } from '../../schemas/section-slugs';
import { planSections, type PlannedSection } from '../sections/plan-sections';
import type { SettingsCheck } from '../sections/settings-check';
import { couplePhoto } from '../content/couple-photo';
import { tokensToCssVariables, type AssetUrl } from '../tokens/css-variables';
import { layoutAttributes, photoVariable } from '../tokens/layout-attributes';
import { RevealContext, revealVariants } from '../motion/section-reveal';
import { lookupRenderer, RendererError } from './renderer-check';
import type { RendererRegistry, SectionFlows } from './section-props';

type LooseRenderProps = {
  slug: SectionSlug;
  copy: unknown;
  extra: unknown;
  page: InvitationPage;
  theme: ThemeManifest;
  assetUrl: AssetUrl;
  now: number;
  flow: unknown;
};

export type InvitationViewProps = {
  manifest: ThemeManifest;
  page: InvitationPage;
  registry: RendererRegistry;
  assetUrl: AssetUrl;
  now: number;
  /** Fail loudly on an unknown renderer or invalid settings (development and tests); else fall back. */
  strict: boolean;
  flows?: SectionFlows;
  /** Checks the owner's section settings (engine/sections/settings-check.ts): tests and tools pass it. */
  checkSettings?: SettingsCheck;
  /** Draws only the first this many sections (engine/render/sections-in-steps.ts); all without it. */
  sectionLimit?: number;
};

/** A neutral section: what production shows where a theme's renderer is missing or wrong. */
function FallbackSection({ planned }: { planned: PlannedSection }) {
  return (
    <section id={planned.slug} className="section section--fallback">
      {planned.copy.title ? <h2 className="section__title">{planned.copy.title}</h2> : null}
      {planned.copy.description ? <p className="section__description">{planned.copy.description}</p> : null}
    </section>
  );
}

/**
 * The generic engine: manifest + invitation data -> React tree. The root carries the theme's tokens
 * as CSS custom properties; each planned section goes to its renderer from the registry.
 */
export function InvitationView({
  manifest,
  page,
  registry,
  assetUrl,
  now,
  strict,
  flows,
  checkSettings,
  sectionLimit,
}: InvitationViewProps) {
  const style = {
    ...tokensToCssVariables(manifest.tokens, assetUrl),
    ...photoVariable(couplePhoto(page)),
  } as CSSProperties;
  // Sections enter in this style where the live page provides framer-motion (section-reveal.ts).
  const reveal = revealVariants(manifest.motion?.reveal ?? DEFAULT_REVEAL);
  return (
    <RevealContext.Provider value={reveal}>
      <div
        className="invitation"
        data-theme={manifest.id}
        data-category={manifest.category}
        {...layoutAttributes(manifest.layouts)}
        style={style}
      >
        {planSections(manifest, page.sections, checkSettings)
          .slice(0, sectionLimit)
          .map((planned) => {
            if (planned.issues.length && strict) {
              throw new RendererError(
                manifest.id,
                planned.slug,
                `invalid owner settings: ${planned.issues.join('; ')}`,
              );
            }
            const found = lookupRenderer(registry, manifest.id, planned.slug, planned.rendererId);
            if ('error' in found) {
              if (strict) throw found.error;
              return <FallbackSection key={planned.slug} planned={planned} />;
            }
            // Each entry's component takes the props of its own slug, which lookupRenderer has checked.
            const Renderer = found.entry.component as unknown as ComponentType<LooseRenderProps>;
            return (
              <Renderer
                key={planned.slug}
                slug={planned.slug}
                copy={planned.copy}
                extra={planned.extra}
                page={page}
                theme={manifest}
                assetUrl={assetUrl}
                now={now}
                flow={flows?.[planned.slug as keyof SectionFlows]}
              />
            );
          })}
      </div>
    </RevealContext.Provider>
  );
}
