import { planLabel } from '../../engine/format/plan-label';
import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import { SECTIONS } from '../../schemas/sections';
import type { SectionSlug } from '../../schemas/section-slugs';

/** Sections every invitation has in some form, which say nothing about a plan. */
const FRAME_SECTIONS: ReadonlySet<SectionSlug> = new Set(['opening', 'quote', 'closing', 'footer']);

/** The names of a plan's sections that tell plans apart: 'Mempelai', 'Galeri' ... */
const sectionNames = (slugs: readonly SectionSlug[]) =>
  slugs.filter((slug) => !FRAME_SECTIONS.has(slug)).map((slug) => SECTIONS[slug].copy.title);

/**
 * What a plan includes, as the home page lists it (plans lowest tier first): its days, its sections
 * (the lowest plan's by name, a higher one's as what it adds to the plan below), the venue's
 * guestbook, and its add-ons.
 */
export function planIncludes(plan: InvitationPlan, below: InvitationPlan | undefined): string[] {
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
