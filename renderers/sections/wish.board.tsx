import { useCallback, useContext, useState } from 'react';
import { newestWishesOf } from '../../engine/content/wishes';
import { useActorValue } from '../../engine/machines/use-actor-value';
import type { WishActor } from '../../engine/machines/wish.machine';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { ThemeLayouts } from '../../schemas/theme-look';
import { AllWishesContext } from '../../engine/content/all-wishes';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Dialog } from '../shared/dialog';
import { SectionFrame } from '../shared/section-frame';
import { StaticWishForm, WishFlowForm } from './wish-form';
import { WishList } from './wish-list';

type Labels = SectionRenderProps<'wish'>['copy']['labels'];
const NONE: readonly Wish[] = [];

type NewestProps = { wishes: readonly Wish[]; now: number; labels: Labels };

/**
 * The newest wishes the page carries, after the guest's `own` that wait for the couple's approval
 * (docs/product.md#wish-moderation; marked so, seen by their writer alone), or that there are none.
 * One of `own` approved since is among the page's and shows there once.
 */
function NewestWishes({ wishes, now, labels, own }: NewestProps & { own: readonly Wish[] }) {
  const mine = own.filter((wish) => !wishes.some((shown) => shown.id === wish.id));
  return (
    <>
      {mine.length > 0 ? <WishList wishes={mine} now={now} note={labels.pending} /> : null}
      {wishes.length === 0 && mine.length === 0 ? <p className="wish__empty">{labels.empty}</p> : null}
      <WishList wishes={wishes} now={now} />
    </>
  );
}

/** NewestWishes with the guest's own waiting wishes from the wish flow. */
function FlowNewestWishes({ flow, ...props }: NewestProps & { flow: WishActor }) {
  return <NewestWishes {...props} own={useActorValue(flow, (state) => state.context.pending)} />;
}

/**
 * The layouts (`layouts.wish`, docs/themes.md#layouts) that read as a thread or a book: the wishes
 * first, 'Lihat Semua' above them (the earlier ones), the form at the foot as the next message or line.
 */
const FORM_LAST: ReadonlySet<string> = new Set<NonNullable<ThemeLayouts['wish']>>(['bubbles', 'guestbook']);

/**
 * The wish form (live when the app hands it the wish flow, static otherwise), the newest wishes the
 * page carries (which the app refreshes after a post), and, when there are more, a dialog listing
 * them all: in pages the live page provides, else the ones the page carries. The theme's wish layout
 * orders and arranges them; the dialog is the same in every layout.
 */
export function WishBoard({ slug, copy, page, now, flow, theme }: SectionRenderProps<'wish'>) {
  const [showAll, setShowAll] = useState(false);
  const closeAll = useCallback(() => setShowAll(false), []);
  const allWishes = useContext(AllWishesContext);
  const wishes = newestWishesOf(page.newest_wishes);
  const labels = copy.labels;
  const layout = theme.layouts?.wish ?? 'classic';
  const form = flow ? (
    <WishFlowForm flow={flow} labels={labels} />
  ) : (
    <StaticWishForm labels={labels} guestName={page.guest?.name} />
  );
  const newest = flow ? (
    <FlowNewestWishes wishes={wishes} now={now} labels={labels} flow={flow} />
  ) : (
    <NewestWishes wishes={wishes} now={now} labels={labels} own={NONE} />
  );
  const seeAll =
    page.wish_total > wishes.length ? (
      <button type="button" className="button button--ghost wish__all" onClick={() => setShowAll(true)}>
        {labels.see_all}
      </button>
    ) : null;
  return (
    <SectionFrame slug={slug} variant="board" copy={copy}>
      <div className={`wish__layout wish__layout--${layout}`}>
        {FORM_LAST.has(layout) ? (
          <>
            {seeAll}
            <div className="wish__wishes">{newest}</div>
            {form}
          </>
        ) : (
          <>
            {form}
            <div className="wish__wishes">{newest}</div>
            {seeAll}
          </>
        )}
      </div>
      {showAll ? (
        <div className="wish-all">
          <Dialog title={labels.dialog_title} closeLabel={labels.close} onClose={closeAll} scrollRegion>
            {allWishes ? <allWishes.List now={now} /> : <WishList wishes={wishes} now={now} />}
          </Dialog>
        </div>
      ) : null}
    </SectionFrame>
  );
}

export const wishBoard = defineRenderer<'wish'>('wish', WishBoard);
