import { useEffect, useEffectEvent, useState } from 'react';
import { withoutBlankStrings } from '../../../../engine/validation/validate-payload';

export type ListItem = { id: string } & Record<string, unknown>;

/** The id a new item has in the preview until it is saved. */
export const NEW_ITEM_ID = 'baru';

/**
 * Which item of a content list has its form open (NEW_ITEM_ID: a new one), and the list the
 * preview shows (`onDraft`): the saved one whenever no form is open (after a save, a delete, a
 * move), else the open form's data in its place, as typed.
 */
export function useContentListDraft<Item extends ListItem>({
  items,
  onDraft,
  onDirtyChange,
}: {
  items: Item[];
  onDraft: (items: Item[]) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const showSaved = useEffectEvent((saved: Item[]) => onDraft(saved));

  useEffect(() => {
    if (editing === null) showSaved(items);
  }, [items, editing]);

  return {
    editing,
    open: (id: string) => setEditing(id),
    close: () => {
      setEditing(null);
      onDirtyChange(false);
    },
    /** The form of `id` changed: the preview shows `data` in its place. */
    showDraft: (id: string, data: Record<string, unknown>) => {
      const typed = withoutBlankStrings(data) as Record<string, unknown>;
      onDraft(
        id === NEW_ITEM_ID
          ? [...items, { ...typed, id: NEW_ITEM_ID } as Item]
          : items.map((item) => (item.id === id ? ({ ...typed, id } as Item) : item)),
      );
    },
  };
}
