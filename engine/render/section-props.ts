import type { ComponentType } from 'react';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { SectionCopy, SectionExtra } from '../../schemas/sections';
import type { SectionSlug } from '../../schemas/section-slugs';
import type { AssetUrl } from '../tokens/css-variables';

/**
 * The seams for the interactive flows (RSVP, wishes, gifts): the app passes state and callbacks per
 * slug; renderers never call the API. A renderer without its flow shows its static form.
 */
export interface SectionFlows {
  /** Opens a wishlist item's detail dialog (the gift confirmation flow). */
  gift?: { openWishlistItem: (itemId: string) => void };
}

export type FlowOf<S extends SectionSlug> = S extends keyof SectionFlows ? SectionFlows[S] : undefined;

/** What every section renderer receives. */
export type SectionRenderProps<S extends SectionSlug> = {
  slug: S;
  copy: SectionCopy<S>;
  extra: Required<NonNullable<SectionExtra<S>>>;
  page: InvitationPage;
  theme: ThemeManifest;
  assetUrl: AssetUrl;
  /** Milliseconds since the epoch at render time (countdowns, relative times). */
  now: number;
  flow?: FlowOf<S>;
};

export type RendererEntry<S extends SectionSlug> = {
  slug: S;
  component: ComponentType<SectionRenderProps<S>>;
};

export type AnyRendererEntry = { [S in SectionSlug]: RendererEntry<S> }[SectionSlug];

/** Renderer id (`<slug>.<variant>`) to renderer: a plain object, filled in renderers/registry.ts. */
export type RendererRegistry = Readonly<Record<string, AnyRendererEntry>>;

export function defineRenderer<S extends SectionSlug>(
  slug: S,
  component: ComponentType<SectionRenderProps<S>>,
): RendererEntry<S> {
  return { slug, component };
}
