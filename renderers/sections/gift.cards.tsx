import { useState } from 'react';
import { availableGiftTypes, initialGiftType, listedGifts, type GiftType } from '../../engine/content/gifts';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';
import { PhysicalGiftCard, VirtualGiftCard, WishlistGrid } from './gift-cards';
import { GiftConfirmationDialog } from './gift-confirmation-dialog';

type Gifts = ReturnType<typeof listedGifts>;
type Labels = SectionRenderProps<'gift'>['copy']['labels'];
type Flow = SectionRenderProps<'gift'>['flow'];

function GiftList({ type, gifts, labels, flow }: { type: GiftType; gifts: Gifts; labels: Labels; flow: Flow }) {
  if (type === 'virtual') {
    return (
      <div className="gift__cards">
        {gifts.virtual.map((g) => (
          <VirtualGiftCard key={g.id} gift={g} labels={labels} />
        ))}
      </div>
    );
  }
  if (type === 'physical') {
    return (
      <div className="gift__cards">
        {gifts.physical.map((g) => (
          <PhysicalGiftCard key={g.id} gift={g} labels={labels} />
        ))}
      </div>
    );
  }
  return <WishlistGrid items={gifts.wishlist} labels={labels} flow={flow} />;
}

/**
 * The gift section in the theme's gift mode: `selector` (radio buttons), `tabs`, or `combined`
 * (every list at once). A type shows only if it has entries; the choice starts on virtual. With the
 * gift confirmation flow, the wishlist's 'Confirm Gift' opens its form dialog.
 */
export function GiftCards({ slug, copy, page, theme, flow }: SectionRenderProps<'gift'>) {
  const types = availableGiftTypes(page.invitation);
  const [chosen, setSelected] = useState<GiftType | undefined>(() => initialGiftType(page.invitation));
  // The gifts may change under the page (the owner's preview): a choice left without entries falls back.
  const selected = chosen && types.includes(chosen) ? chosen : initialGiftType(page.invitation);
  if (!selected) return null;
  const gifts = listedGifts(page.invitation);
  const labels = copy.labels;
  const mode = theme.giftMode;
  return (
    <SectionFrame slug={slug} variant={`cards gift--${mode}`} copy={copy}>
      {mode === 'combined' ? (
        types.map((type) => (
          <div key={type} className="gift__group">
            <h3 className="gift__group-title">{labels[type]}</h3>
            <GiftList type={type} gifts={gifts} labels={labels} flow={flow} />
          </div>
        ))
      ) : (
        <>
          {mode === 'tabs' ? (
            <div className="gift__tabs" role="tablist">
              {types.map((type) => (
                <button
                  key={type}
                  type="button"
                  role="tab"
                  aria-selected={selected === type}
                  className="gift__tab"
                  onClick={() => setSelected(type)}
                >
                  {labels[type]}
                </button>
              ))}
            </div>
          ) : (
            <div className="gift__selector" role="radiogroup">
              {types.map((type) => (
                <label key={type} className="gift__option">
                  <input
                    type="radio"
                    name="gift-type"
                    value={type}
                    checked={selected === type}
                    onChange={() => setSelected(type)}
                  />
                  <span>{labels[type]}</span>
                </label>
              ))}
            </div>
          )}
          <div role={mode === 'tabs' ? 'tabpanel' : undefined}>
            <GiftList type={selected} gifts={gifts} labels={labels} flow={flow} />
          </div>
        </>
      )}
      {flow ? <GiftConfirmationDialog flow={flow} items={gifts.wishlist} /> : null}
    </SectionFrame>
  );
}

export const giftCards = defineRenderer<'gift'>('gift', GiftCards);
