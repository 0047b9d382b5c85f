import { useCallback, useContext, useState } from 'react';
import { newestWishesOf } from '../../engine/content/wishes';
import { AllWishesContext } from '../../engine/content/all-wishes';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Dialog } from '../shared/dialog';
import { SectionFrame } from '../shared/section-frame';
import { StaticWishForm, WishFlowForm } from './wish-form';
import { WishList } from './wish-list';

/**
 * The wish form (live when the app hands it the wish flow, static otherwise), the newest wishes the
 * page carries (which the app refreshes after a post), and, when there are more, a dialog listing
 * them all: in pages the live page provides, else the ones the page carries.
 */
export function WishBoard({ slug, copy, page, now, flow }: SectionRenderProps<'wish'>) {
  const [showAll, setShowAll] = useState(false);
  const closeAll = useCallback(() => setShowAll(false), []);
  const allWishes = useContext(AllWishesContext);
  const wishes = newestWishesOf(page.newest_wishes);
  const labels = copy.labels;
  return (
    <SectionFrame slug={slug} variant="board" copy={copy}>
      {flow ? (
        <WishFlowForm flow={flow} labels={labels} />
      ) : (
        <StaticWishForm labels={labels} guestName={page.guest?.name} />
      )}
      {wishes.length === 0 ? <p className="wish__empty">{labels.empty}</p> : null}
      <WishList wishes={wishes} now={now} />
      {page.wish_total > wishes.length ? (
        <button type="button" className="button button--ghost wish__all" onClick={() => setShowAll(true)}>
          {labels.see_all}
        </button>
      ) : null}
      {showAll ? (
        <div className="wish-all">
          <Dialog title={labels.dialog_title} closeLabel={labels.close} onClose={closeAll}>
            {allWishes ? <allWishes.List now={now} /> : <WishList wishes={wishes} now={now} />}
          </Dialog>
        </div>
      ) : null}
    </SectionFrame>
  );
}

export const wishBoard = defineRenderer<'wish'>('wish', WishBoard);
