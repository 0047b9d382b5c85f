import { planLabel } from '../../../../engine/format/plan-label';

export { planLabel };

/** Why a theme cannot be chosen on a lower plan (docs/product.md#plans). */
export const lockedFor = (planName: string) => `Khusus paket ${planLabel(planName)}`;
