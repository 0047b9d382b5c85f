import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import { SECTIONS } from '../../schemas/sections';
import type { SectionSlug } from '../../schemas/section-slugs';
import { planLabel } from './plan-label';

/** What a plan's inclusions read of it: the entity's days, sections, guestbook, add-ons and name. */
type PlanContents = Pick<InvitationPlan, 'name' | 'expired_day' | 'section' | 'with_guestbook' | 'add_ons'>;

/** Sections every invitation has in some form, which say nothing about a plan. */
const FRAME_SECTIONS: ReadonlySet<SectionSlug> = new Set(['opening', 'quote', 'closing', 'footer']);

/** The names of a plan's sections that tell plans apart: 'Mempelai', 'Galeri' ... */
const sectionNames = (slugs: readonly SectionSlug[]) =>
  slugs.filter((slug) => !FRAME_SECTIONS.has(slug)).map((slug) => SECTIONS[slug].copy.title);

/**
 * What a plan includes, as the home page's and the owner's plan cards list it (docs/product.md#home-page,
 * #paket--pembayaran): its days, its sections (the lowest plan's by name, a higher one's as what it
 * adds to the plan below), the venue's guestbook, and its add-ons.
 */
export function planIncludes(plan: PlanContents, below: PlanContents | undefined): string[] {
  const added = below ? plan.section.filter((slug) => !below.section.includes(slug)) : plan.section;
  const names = sectionNames(added);
  const sections = below
    ? [`Semua isi paket ${planLabel(below.name)}`, ...(names.length ? [`Ditambah ${names.join(', ')}`] : [])]
    : names.length
      ? [names.join(', ')]
      : [];
  return [
    `Aktif ${plan.expired_day} hari sejak pembayaran`,
    ...sections,
    ...(plan.with_guestbook ? ['Buku tamu QR & layar sapaan di lokasi acara'] : []),
    ...(plan.add_ons ?? []),
  ];
}

/**
 * The plan next below a plan in the catalogue (the highest of the lower tiers), the one its
 * inclusions build on; none for the lowest plan.
 */
export function planBelow<Plan extends Pick<InvitationPlan, 'tier'>>(
  catalogue: readonly Plan[],
  plan: Pick<InvitationPlan, 'tier'>,
): Plan | undefined {
  return catalogue.reduce<Plan | undefined>(
    (below, candidate) => (candidate.tier < plan.tier && (!below || candidate.tier > below.tier) ? candidate : below),
    undefined,
  );
}
