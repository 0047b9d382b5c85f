import type { ComponentType } from 'react';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { SectionCopy, SectionExtra } from '../../schemas/sections';
import type { SectionSlug } from '../../schemas/section-slugs';
import type { AssetUrl } from '../tokens/css-variables';
import type { GiftConfirmationActor } from '../machines/gift-confirmation.machine';
import type { RsvpActor } from '../machines/rsvp.machine';
import type { WishActor } from '../machines/wish.machine';

/**
 * The interactive flows (RSVP, wishes, gift confirmation): running XState actors the app creates with
 * its real API calls (or demo mode's no-ops) and hands to the renderers, which read their state with
 * `useSelector` and `send` events; renderers never call the API. Without its flow a renderer shows
 * its static form (server rendering, tests of the look).
 */
export interface SectionFlows {
  rsvp?: RsvpActor;
  wish?: WishActor;
  gift?: GiftConfirmationActor;
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
