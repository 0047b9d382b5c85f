import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './sortable.css';

/**
 * One item of a sortable list: `itemProps` go on its element (`block` its class, with the shared
 * box and `--dragging` modifiers while it is dragged), `handle` to its SortableHandle.
 */
export function useSortableItem(id: string, block: string, roleDescription: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  const className = isDragging
    ? `${block} sortable-item ${block}--dragging sortable-item--dragging`
    : `${block} sortable-item`;
  return {
    itemProps: { ref: setNodeRef, className, style: { transform: CSS.Translate.toString(transform), transition } },
    handle: { activator: setActivatorNodeRef, attributes, listeners },
  };
}

/** What a SortableHandle needs of its item's useSortableItem. */
export type SortableHandleWiring = ReturnType<typeof useSortableItem>['handle'];
