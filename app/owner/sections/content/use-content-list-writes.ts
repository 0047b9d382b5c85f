import { useQueryClient } from '@tanstack/react-query';
import type { listCalls } from '../../../api/content-calls';
import { newRequestKey, type WriteBasis, type Written } from '../../../api/write-basis';
import { FIRST_VERSION } from '../../../../schemas/responses/owner-content';
import { ownerKeys } from '../../../queries/owner-queries';
import { useReportedWrite } from '../../kit/use-reported-write';
import { NEW_ITEM_ID, type ListItem } from './use-content-list-draft';

/** A kind's calls, whatever fields it takes (the form's data meets its schema). */
export type ContentListCalls = ReturnType<typeof listCalls<unknown, never>>;
/** A form's way of sending its writes on the version it is based on (app/owner/kit/use-versioned-write.ts). */
export type FormWrite = <T>(send: (basis: WriteBasis) => Promise<Written<T>>) => Promise<T>;

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A content list's writes: an item saved from its form, the order, a deletion. After each the
 * invitation's content is read again and the outcome said ('Acara tersimpan', 'Urutan tersimpan',
 * 'Acara dihapus', or why not); `busy` while the order or a deletion is sent.
 */
export function useContentListWrites<Item extends ListItem>({
  calls,
  invitationId,
  itemName,
  items,
  versions,
}: {
  calls: ContentListCalls;
  invitationId: string;
  itemName: string;
  items: Item[];
  /** Each item's version by its key (the content's `versions`). */
  versions: Record<string, string>;
}) {
  const queryClient = useQueryClient();
  const onChanged = () => queryClient.invalidateQueries({ queryKey: ownerKeys.content(invitationId) });
  const { busy, outcome, setOutcome, run } = useReportedWrite();
  const changed = (write: () => Promise<unknown>, done: string) =>
    run(async () => {
      await write();
      await onChanged();
    }, done);

  return {
    busy,
    status: outcome,
    clearStatus: () => setOutcome(null),
    /**
     * Saves the form of `id` (NEW_ITEM_ID: creates the item); `close` shuts the form before the
     * save is said. A refusal fails the promise, for the form to show at its fields.
     */
    async save(id: string, data: Record<string, unknown>, close: () => void, write: FormWrite) {
      if (id === NEW_ITEM_ID) await write((basis) => calls.create(invitationId, data as never, basis));
      else await write((basis) => calls.update(id, data as never, basis));
      await onChanged();
      close();
      setOutcome({ kind: 'success', text: `${capitalised(itemName)} tersimpan` });
    },
    /** Moves the item at `index` one place up (-1) or down (1). */
    move(index: number, step: -1 | 1) {
      const order = items.map((item) => item.id);
      const [moved] = order.splice(index, 1);
      order.splice(index + step, 0, moved!);
      void changed(
        () => calls.reorder({ invitation_id: invitationId, order }, { requestKey: newRequestKey() }),
        'Urutan tersimpan',
      );
    },
    remove(item: Item) {
      const basis = { version: versions[calls.versionKey(item.id)] ?? FIRST_VERSION, requestKey: newRequestKey() };
      void changed(() => calls.remove(item.id, basis), `${capitalised(itemName)} dihapus`);
    },
  };
}
