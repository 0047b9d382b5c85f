import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

/**
 * A saved item of a content list: its summary, then its actions: what the kind adds (`extra`),
 * with `reorder` the buttons that move it up and down, 'Ubah' and 'Hapus'.
 */
export function ContentItemCard({
  summary,
  extra,
  itemName,
  position,
  count,
  reorder,
  disabled,
  onMove,
  onEdit,
  onRemove,
}: {
  summary: ReactNode;
  extra: ReactNode;
  /** The item's name in lower case: 'Naikkan acara 2'. */
  itemName: string;
  position: number;
  count: number;
  reorder: boolean;
  /** While a write runs or a form is open. */
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <div className="content-list__summary">{summary}</div>
      <div className="content-list__actions">
        {extra}
        {reorder && (
          <>
            <Button
              variant="ghost"
              aria-label={`Naikkan ${itemName} ${position + 1}`}
              disabled={disabled || position === 0}
              onClick={() => onMove(-1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={`Turunkan ${itemName} ${position + 1}`}
              disabled={disabled || position === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </Button>
          </>
        )}
        <Button variant="secondary" disabled={disabled} onClick={onEdit}>
          Ubah
        </Button>
        <Button variant="danger" disabled={disabled} onClick={onRemove}>
          Hapus
        </Button>
      </div>
    </>
  );
}
