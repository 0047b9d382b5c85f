/** A button that moves an item of a sortable list one place, drawn as the arrow `arrow` (an SVG path). */
export function SortableMoveButton({
  className,
  id,
  label,
  title,
  arrow,
  disabled,
  onClick,
}: {
  className: string;
  /** Where the focus is put back after a move. */
  id: string;
  label: string;
  title?: string;
  arrow: string;
  /** At either end of the list. */
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${className} sortable-button`}
      id={id}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d={arrow} />
      </svg>
    </button>
  );
}
