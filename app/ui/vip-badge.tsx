import { Badge } from './badge';

/** A guest of honour's colour: a deep gold, its text dark enough on its light tint. */
export const VIP_COLOUR = '#8a5a00';

/** 'VIP' beside a guest of honour's name (the owner's list, the usher's door); nothing for the others. */
export function VipBadge({ vip }: { vip: boolean | undefined }) {
  return vip ? <Badge color={VIP_COLOUR}>VIP</Badge> : null;
}
