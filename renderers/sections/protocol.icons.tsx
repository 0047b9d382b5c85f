import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { DistanceIcon, MaskIcon, ThermometerIcon, WashHandsIcon } from '../shared/icons';
import { SectionFrame } from '../shared/section-frame';

/** Four icons (docs/product.md#sections): social distancing, washing hands, wearing a mask, temperature check. */
export function ProtocolIcons({ slug, copy }: SectionRenderProps<'protocol'>) {
  const items = [
    [DistanceIcon, copy.labels.social_distancing],
    [WashHandsIcon, copy.labels.wash_hands],
    [MaskIcon, copy.labels.wear_mask],
    [ThermometerIcon, copy.labels.temperature_check],
  ] as const;
  return (
    <SectionFrame slug={slug} variant="icons" copy={copy}>
      <ul className="protocol__list">
        {items.map(([IconComponent, label]) => (
          <li key={label} className="protocol__item">
            <span className="protocol__icon">
              <IconComponent size={32} />
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const protocolIcons = defineRenderer<'protocol'>('protocol', ProtocolIcons);
