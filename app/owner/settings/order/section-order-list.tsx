import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useSortableMoves } from '../../kit/sortable/use-sortable-moves';
import { ORDER_INSTRUCTIONS } from '../../kit/sortable/order-announcements';
import { SectionOrderRow, type OrderRow } from './section-order-row';

/**
 * The sections in the owner's order, moved by dragging a handle (mouse or finger), by keyboard on
 * a handle (Space, arrows, Space; dnd-kit tells screen readers each step in Indonesian), or by the
 * up and down buttons of each row. `onReorder` gets every id in the new order.
 */
export function SectionOrderList({
  rows,
  onReorder,
  onToggle,
}: {
  rows: OrderRow[];
  onReorder: (ids: string[]) => void;
  onToggle: (id: string, active: boolean) => void;
}) {
  const ids = rows.map((row) => row.id);
  const { move, dndProps } = useSortableMoves({
    ids,
    nameOf: (id) => rows.find((row) => row.id === id)?.name ?? 'Bagian',
    instructions: ORDER_INSTRUCTIONS,
    onReorder,
  });
  const onMove = (id: string, step: -1 | 1) => {
    const from = ids.indexOf(id);
    const to = from + step;
    move(from, to);
    // A button that becomes disabled at either end would drop focus: keep it on the row.
    if (to === 0 || to === ids.length - 1) {
      requestAnimationFrame(() => document.getElementById(`order-${step < 0 ? 'down' : 'up'}-${id}`)?.focus());
    }
  };

  return (
    <DndContext {...dndProps}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="order-list" aria-label="Urutan bagian">
          {rows.map((row, position) => (
            <SectionOrderRow
              key={row.id}
              row={row}
              position={position}
              count={rows.length}
              onMove={onMove}
              onToggle={onToggle}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
