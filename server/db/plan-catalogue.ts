import type { PlanCode } from '../../schemas/entities/invitation-plan.schema';
import { SECTION_SLUGS, type SectionSlug } from '../../schemas/section-slugs';
import type { invitationPlans } from './schema';

type PlanFields = Pick<
  typeof invitationPlans.$inferInsert,
  'name' | 'color' | 'tier' | 'price' | 'expired_day' | 'with_guestbook'
> & { section: SectionSlug[] };

/** Section lists in the order of a new invitation. */
const only = (...kept: SectionSlug[]) => SECTION_SLUGS.filter((slug) => kept.includes(slug));
const allBut = (...left: SectionSlug[]) => SECTION_SLUGS.filter((slug) => !left.includes(slug));

/**
 * The plans (docs/product.md#plans) as a new database gets them, each with its badge colour and the
 * sections it may have active. Every start inserts a plan missing from the catalogue and keeps the
 * name, colour and tier of the others following this file; their price, days, sections and guestbook
 * are the operator's from then on (the operator console, server/db/seed.ts).
 */
export const PLAN_CATALOGUE: Record<PlanCode, PlanFields> = {
  fair: {
    name: 'fair',
    color: '#1a7a6c',
    tier: 1,
    price: 49000,
    expired_day: 90,
    with_guestbook: false,
    section: only('opening', 'quote', 'couple', 'countdown', 'event', 'gallery', 'rsvp', 'wish', 'footer', 'closing'),
  },
  mediaval: {
    name: 'mediaval',
    color: '#4338ca',
    tier: 2,
    price: 99000,
    expired_day: 180,
    with_guestbook: false,
    section: allBut('external', 'dresscode'),
  },
  luxury: {
    name: 'luxury',
    color: '#8b6914',
    tier: 3,
    price: 199000,
    expired_day: 365,
    with_guestbook: true,
    section: [...SECTION_SLUGS],
  },
};
