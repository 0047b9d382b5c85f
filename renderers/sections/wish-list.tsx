import { formatRelativeTime } from '../../engine/format/relative-time';
import type { Wish } from '../../schemas/entities/wish.schema';

/** Wishes as plain text (never HTML), each with its name and relative time. */
export function WishList({ wishes, now }: { wishes: readonly Wish[]; now: number }) {
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
