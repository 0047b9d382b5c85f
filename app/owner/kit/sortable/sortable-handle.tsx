import type { SortableHandleWiring } from './use-sortable-item';

/** The grip an item of a sortable list is dragged by (pointer, touch, or keyboard: Space, arrows, Space). */
export function SortableHandle({
  handle: { activator, attributes, listeners },
  className,
  label,
}: {
  handle: SortableHandleWiring;
  className: string;
  /** What it moves, for screen readers: 'Pindahkan foto 3'. */
  label: string;
}) {
  return (
    <button
      type="button"
      ref={activator}
      className={`${className} sortable-handle`}
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="5" cy="3" r="1.5" />
        <circle cx="11" cy="3" r="1.5" />
        <circle cx="5" cy="8" r="1.5" />
        <circle cx="11" cy="8" r="1.5" />
        <circle cx="5" cy="13" r="1.5" />
        <circle cx="11" cy="13" r="1.5" />
      </svg>
    </button>
  );
}
