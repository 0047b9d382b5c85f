import { INLINE_WISHES, newestFirst } from '../../engine/content/wishes';
import { formatRelativeTime } from '../../engine/format/relative-time';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';

/** The wish form and the five newest wishes, each with its relative time. */
export function WishBoard({ slug, copy, page, now }: SectionRenderProps<'wish'>) {
  const wishes = newestFirst(page.wishes);
  const labels = copy.labels;
  return (
    <SectionFrame slug={slug} variant="board" copy={copy}>
      <form className="wish__form" onSubmit={(event) => event.preventDefault()}>
        <input
          className="field"
          name="name"
          placeholder={labels.name_placeholder}
          aria-label={labels.name_placeholder}
          defaultValue={page.guest?.name}
        />
        <textarea
          className="field"
          name="message"
          rows={3}
          placeholder={labels.message_placeholder}
          aria-label={labels.message_placeholder}
        />
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </form>
      {wishes.length === 0 ? <p className="wish__empty">{labels.empty}</p> : null}
      <ul className="wish__list">
        {wishes.slice(0, INLINE_WISHES).map((wish) => (
          <li key={wish.id} className="wish__item">
            <p className="wish__name">{wish.name}</p>
            <p className="wish__time">{formatRelativeTime(wish.created_at, now)}</p>
            <p className="wish__message">{wish.message}</p>
          </li>
        ))}
      </ul>
      {wishes.length > INLINE_WISHES ? (
        <button type="button" className="button button--ghost wish__all">
          {labels.see_all}
        </button>
      ) : null}
    </SectionFrame>
  );
}

export const wishBoard = defineRenderer<'wish'>('wish', WishBoard);
