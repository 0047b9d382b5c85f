import type { InvitationPlan } from '../../../../schemas/entities/invitation-plan.schema';
import type { SectionSlug } from '../../../../schemas/section-slugs';

/** What decides a section's access: the plan's list of sections. */
type PlanSections = Pick<InvitationPlan, 'section'>;

/**
 * Whether the invitation's plan lets the owner turn this section on (docs/product.md#plans): a
 * section outside the plan's `section` list is locked; an invitation without a plan has them all.
 */
export function sectionAllowed(slug: SectionSlug, plan: PlanSections | null | undefined): boolean {
  return !plan || plan.section.includes(slug);
}

/** The cheapest plan (lowest tier) that includes the section, to name on a locked row. */
export function planWithSection(slug: SectionSlug, plans: readonly InvitationPlan[]): InvitationPlan | undefined {
  return plans.filter((plan) => plan.section.includes(slug)).sort((a, b) => a.tier - b.tier)[0];
}

/** The words on a locked row: 'Khusus paket Luxury', or a plain refusal when no plan has it. */
export function lockedLabel(slug: SectionSlug, plans: readonly InvitationPlan[]): string {
  const plan = planWithSection(slug, plans);
  if (!plan) return 'Tidak tersedia di paket Anda';
  return `Khusus paket ${plan.name.charAt(0).toUpperCase()}${plan.name.slice(1)}`;
}
