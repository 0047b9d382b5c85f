import { useCallback, useState } from 'react';
import { INLINE_WISHES, newestFirst } from '../../engine/content/wishes';
import { formatRelativeTime } from '../../engine/format/relative-time';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import type { Wish } from '../../schemas/entities/wish.schema';
import { Dialog } from '../shared/dialog';
import { SectionFrame } from '../shared/section-frame';
import { StaticWishForm, WishFlowForm } from './wish-form';

/** Wishes as plain text (never HTML), each with its name and relative time. */
function WishList({ wishes, now }: { wishes: readonly Wish[]; now: number }) {
  return (
    <ul className="wish__list">
      {wishes.map((wish) => (
        <li key={wish.id} className="wish__item">
          <p className="wish__name">{wish.name}</p>
          <p className="wish__time">{formatRelativeTime(wish.created_at, now)}</p>
          <p className="wish__message">{wish.message}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The wish form (live when the app hands it the wish flow, static otherwise), the five newest
 * wishes, and a dialog listing them all. The list is `page.wishes`, which the app refetches after a post.
 */
export function WishBoard({ slug, copy, page, now, flow }: SectionRenderProps<'wish'>) {
  const [showAll, setShowAll] = useState(false);
  const closeAll = useCallback(() => setShowAll(false), []);
  const wishes = newestFirst(page.wishes);
  const labels = copy.labels;
  return (
    <SectionFrame slug={slug} variant="board" copy={copy}>
      {flow ? (
        <WishFlowForm flow={flow} labels={labels} />
      ) : (
        <StaticWishForm labels={labels} guestName={page.guest?.name} />
      )}
      {wishes.length === 0 ? <p className="wish__empty">{labels.empty}</p> : null}
      <WishList wishes={wishes.slice(0, INLINE_WISHES)} now={now} />
      {wishes.length > INLINE_WISHES ? (
        <button type="button" className="button button--ghost wish__all" onClick={() => setShowAll(true)}>
          {labels.see_all}
        </button>
      ) : null}
      {showAll ? (
        <div className="wish-all">
          <Dialog title={labels.dialog_title} closeLabel={labels.close} onClose={closeAll}>
            <WishList wishes={wishes} now={now} />
          </Dialog>
        </div>
      ) : null}
    </SectionFrame>
  );
}

export const wishBoard = defineRenderer<'wish'>('wish', WishBoard);
