import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { orderAnnouncements } from './order-announcements';

/**
 * The moves of a sortable list (the sections' order, the gallery's photos): `move` puts the item at
 * one place at another and gives `onReorder` every id in the new order; `dndProps` are its dnd-kit
 * context's (pointer and keyboard sensors, the drop, what screen readers hear, in Indonesian).
 */
export function useSortableMoves({
  ids,
  nameOf,
  instructions,
  onReorder,
}: {
  ids: string[];
  /** An item's name for screen readers. */
  nameOf: (id: string) => string;
  instructions: ScreenReaderInstructions;
  onReorder: (ids: string[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const naming = { nameOf, positionOf: (id: string) => ids.indexOf(id), count: ids.length };

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const dndProps = {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd,
    accessibility: { announcements: orderAnnouncements(naming), screenReaderInstructions: instructions },
  };
  return { move, dndProps };
}
