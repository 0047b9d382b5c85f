import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { planUpdateRequestSchema, type PlanUpdateRequest } from '../../../schemas/requests/admin';
import { SECTION_SLUGS, type SectionSlug } from '../../../schemas/section-slugs';

/** A plan as its form holds it: prices in whole Rupiah (none while a field is empty), days as typed, add-ons one a line. */
export type PlanFormValues = {
  price: number | undefined;
  discount_price: number | undefined;
  expired_day: string;
  section: readonly SectionSlug[];
  with_guestbook: boolean;
  add_ons: string;
  description: string;
};

type Editable = Required<{ [Field in keyof PlanUpdateRequest]: PlanUpdateRequest[Field] }>;

/** The fields an operator sets of a plan, as the request names them (sections in the slugs' order). */
const editable = (plan: InvitationPlan): Editable => ({
  price: plan.price,
  discount_price: plan.discount_price ?? null,
  expired_day: plan.expired_day,
  section: SECTION_SLUGS.filter((slug) => plan.section.includes(slug)),
  with_guestbook: plan.with_guestbook,
  add_ons: plan.add_ons ?? [],
  description: plan.description ?? null,
});

export const planFormValues = (plan: InvitationPlan): PlanFormValues => ({
  ...editable(plan),
  discount_price: plan.discount_price ?? undefined,
  expired_day: String(plan.expired_day),
  add_ons: (plan.add_ons ?? []).join('\n'),
  description: plan.description ?? '',
});

const MESSAGES = planUpdateRequestSchema.properties;
const WHOLE_NUMBER = /^\d+$/;

/** What the form cannot send (no price, days that are no number), each with the schema's own message. */
export function planFormProblems(values: PlanFormValues): Partial<Record<'price' | 'expired_day', string>> {
  return {
    ...(values.price === undefined && { price: MESSAGES.price.errorMessage }),
    ...(!WHOLE_NUMBER.test(values.expired_day.trim()) && { expired_day: MESSAGES.expired_day.errorMessage }),
  };
}

/**
 * The request PUT /v1/admin/plans/{code} takes for the form: only the fields that differ from the
 * plan (an emptied discount ends it: null; an emptied description removes it: null). Check
 * planFormProblems first.
 */
export function planChanges(plan: InvitationPlan, values: PlanFormValues): PlanUpdateRequest {
  const before = editable(plan);
  const after: Editable = {
    price: values.price ?? plan.price,
    discount_price: values.discount_price ?? null,
    expired_day: Number(values.expired_day.trim()),
    section: SECTION_SLUGS.filter((slug) => values.section.includes(slug)),
    with_guestbook: values.with_guestbook,
    add_ons: values.add_ons
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    description: values.description.trim() || null,
  };
  const changed = (Object.keys(after) as (keyof Editable)[]).filter(
    (field) => JSON.stringify(after[field]) !== JSON.stringify(before[field]),
  );
  return Object.fromEntries(changed.map((field) => [field, after[field]])) as PlanUpdateRequest;
}
