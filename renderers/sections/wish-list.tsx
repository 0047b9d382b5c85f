import { formatRelativeTime } from '../../engine/format/relative-time';
import type { Wish } from '../../schemas/entities/wish.schema';

/**
 * Wishes as plain text (never HTML), each with its name and relative time; with `note`, each is
 * marked with it (the writer's own wishes waiting for approval: 'Menunggu persetujuan').
 */
export function WishList({ wishes, now, note }: { wishes: readonly Wish[]; now: number; note?: string }) {
  return (
    <ul className={note ? 'wish__list wish__list--own' : 'wish__list'}>
      {wishes.map((wish) => (
        <li key={wish.id} className={note ? 'wish__item wish__item--pending' : 'wish__item'}>
          <p className="wish__name">{wish.name}</p>
          <p className="wish__time">{formatRelativeTime(wish.created_at, now)}</p>
          {note ? <p className="wish__pending">{note}</p> : null}
          <p className="wish__message">{wish.message}</p>
        </li>
      ))}
    </ul>
  );
}
