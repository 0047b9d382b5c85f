import { SortableHandle } from '../../kit/sortable/sortable-handle';
import { SortableMoveButton } from '../../kit/sortable/sortable-move-button';
import { useSortableItem } from '../../kit/sortable/use-sortable-item';

export type OrderRow = {
  id: string;
  name: string;
  active: boolean;
  /** Why the switch is locked ('Khusus paket Luxury'); none when the plan includes the section. */
  locked?: string;
};

/**
 * One section in the order list: a drag handle (pointer, touch or keyboard), its name, buttons
 * that move it one place up or down, and its switch. A section the plan leaves out keeps its
 * place but its switch is locked.
 */
export function SectionOrderRow({
  row,
  position,
  count,
  onMove,
  onToggle,
}: {
  row: OrderRow;
  position: number;
  count: number;
  onMove: (id: string, step: -1 | 1) => void;
  onToggle: (id: string, active: boolean) => void;
}) {
  const { itemProps, handle } = useSortableItem(row.id, 'order-row', 'bagian yang dapat dipindah');
  const lockId = `order-lock-${row.id}`;
  return (
    <li
      {...itemProps}
      className={`${itemProps.className}${row.active ? '' : ' order-row--off'}`}
      data-section-id={row.id}
    >
      <SortableHandle handle={handle} className="order-row__handle sortable-button" label={`Pindahkan ${row.name}`} />
      <span className="order-row__position" aria-hidden="true">
        {position + 1}
      </span>
      <span className="order-row__name">
        {row.name}
        {row.locked && (
          <span id={lockId} className="order-row__lock">
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" />
            </svg>
            {row.locked}
          </span>
        )}
      </span>
      <span className="order-row__moves">
        <SortableMoveButton
          className="order-row__move"
          id={`order-up-${row.id}`}
          label={`Naikkan ${row.name}`}
          arrow="M8 4l5 6H3z"
          disabled={position === 0}
          onClick={() => onMove(row.id, -1)}
        />
        <SortableMoveButton
          className="order-row__move"
          id={`order-down-${row.id}`}
          label={`Turunkan ${row.name}`}
          arrow="M8 12L3 6h10z"
          disabled={position === count - 1}
          onClick={() => onMove(row.id, 1)}
        />
      </span>
      <button
        type="button"
        role="switch"
        className="order-row__switch"
        aria-checked={row.active}
        aria-label={`Tampilkan ${row.name}`}
        aria-describedby={row.locked ? lockId : undefined}
        disabled={!!row.locked}
        onClick={() => onToggle(row.id, !row.active)}
      >
        <span className="order-row__switch-track" aria-hidden="true">
          <span className="order-row__switch-thumb" />
        </span>
        <span className="order-row__switch-text" aria-hidden="true">
          {row.active ? 'Aktif' : 'Nonaktif'}
        </span>
      </button>
    </li>
  );
}
