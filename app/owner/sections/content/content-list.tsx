import type { UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { formDataFrom } from '../../../../engine/editor/form-data';
import { withoutBlankStrings } from '../../../../engine/validation/validate-payload';
import type { Schema } from '../../../../schemas/json-schema';
import type { listCalls } from '../../../api/content-calls';
import { SchemaForm } from '../../../forms/schema-form';
import { ownerKeys } from '../../../queries/owner-queries';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { StatusMessage } from '../../../ui/status-message';
import './content-list.css';
import { errorText } from '../../../api/error-text';

export type ListItem = { id: string } & Record<string, unknown>;
/** A kind's calls, whatever fields it takes (the form's data meets its schema). */
type Calls = ReturnType<typeof listCalls<unknown, never>>;
type Status = { kind: 'success' | 'error'; text: string } | null;

/** The id a new item has in the preview until it is saved. */
export const NEW_ITEM_ID = 'baru';

/**
 * One kind of an invitation's listed content (events, stories, gifts …): each item as a card with
 * its summary, 'Ubah' opening its form in place (generated from the kind's update schema, which the
 * server checks too), 'Hapus' asking first, and 'Tambah …' opening an empty form. With `reorder`,
 * up and down buttons move an item. `onDraft` gets the list as the preview should show it: the open
 * form's data in its place, as typed. After each write the invitation's content is read again.
 */
export function ContentList<Item extends ListItem>({
  heading,
  itemName,
  addLabel = `Tambah ${itemName}`,
  emptyText,
  schema,
  uiSchema,
  items,
  summary,
  calls,
  invitationId,
  newItem = {},
  reorder = false,
  itemActions,
  onDraft,
  onDirtyChange,
}: {
  heading: string;
  /** The item's name in lower case, for 'Tambah …' and 'Hapus …?'. */
  itemName: string;
  addLabel?: string;
  emptyText: string;
  schema: Schema;
  uiSchema?: UiSchema;
  items: Item[];
  summary: (item: Item) => ReactNode;
  calls: Calls;
  invitationId: string;
  /** What a new item's form starts with. */
  newItem?: Record<string, unknown>;
  reorder?: boolean;
  /** More for an item's card (a wishlist item's confirmations, say). */
  itemActions?: (item: Item) => ReactNode;
  onDraft: (items: Item[]) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const onChanged = () => queryClient.invalidateQueries({ queryKey: ownerKeys.content(invitationId) });
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const showSaved = useEffectEvent((saved: Item[]) => onDraft(saved));

  // The saved list reaches the preview whenever no form is open (after a save, a delete, a move).
  useEffect(() => {
    if (editing === null) showSaved(items);
  }, [items, editing]);

  const close = () => {
    setEditing(null);
    onDirtyChange(false);
  };
  const open = (id: string) => {
    setEditing(id);
    setStatus(null);
  };
  const showDraft = (id: string, data: Record<string, unknown>) => {
    const typed = withoutBlankStrings(data) as Record<string, unknown>;
    onDraft(
      id === NEW_ITEM_ID
        ? [...items, { ...typed, id: NEW_ITEM_ID } as Item]
        : items.map((item) => (item.id === id ? ({ ...typed, id } as Item) : item)),
    );
  };
  const save = (id: string) => async (data: Record<string, unknown>) => {
    if (id === NEW_ITEM_ID) await calls.create(invitationId, data as never);
    else await calls.update(id, data as never);
    await onChanged();
    close();
    setStatus({ kind: 'success', text: `${capitalised(itemName)} tersimpan` });
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
      await onChanged();
      setStatus({ kind: 'success', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, step: -1 | 1) => {
    const order = items.map((item) => item.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + step, 0, moved!);
    void run(() => calls.reorder({ invitation_id: invitationId, order }), 'Urutan tersimpan');
  };

  const form = (id: string, start: Record<string, unknown>) => (
    <div className="content-list__form">
      <SchemaForm
        key={id}
        idPrefix={`${itemName.replace(/\W+/g, '-')}-${id}`}
        schema={schema}
        uiSchema={uiSchema}
        formData={start}
        formContext={{ invitationId }}
        onChange={(data) => showDraft(id, data)}
        onSubmit={save(id)}
        onDirtyChange={onDirtyChange}
        actions={
          <Button variant="ghost" onClick={close}>
            Batal
          </Button>
        }
      />
    </div>
  );

  return (
    <section className="content-list" aria-labelledby={`${itemName}-list-heading`}>
      <h2 className="content-list__heading" id={`${itemName}-list-heading`}>
        {heading}
      </h2>
      {items.length === 0 && editing !== NEW_ITEM_ID && <p className="content-list__empty">{emptyText}</p>}
      <ol className="content-list__items">
        {items.map((item, index) => (
          <li key={item.id} className="content-list__item ui-card">
            {editing === item.id ? (
              form(item.id, formDataFrom(schema as object, item))
            ) : (
              <>
                <div className="content-list__summary">{summary(item)}</div>
                <div className="content-list__actions">
                  {itemActions?.(item)}
                  {reorder && (
                    <>
                      <Button
                        variant="ghost"
                        aria-label={`Naikkan ${itemName} ${index + 1}`}
                        disabled={busy || editing !== null || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`Turunkan ${itemName} ${index + 1}`}
                        disabled={busy || editing !== null || index === items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                    </>
                  )}
                  <Button variant="secondary" disabled={busy || editing !== null} onClick={() => open(item.id)}>
                    Ubah
                  </Button>
                  <Button variant="danger" disabled={busy || editing !== null} onClick={() => setRemoving(item)}>
                    Hapus
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
        {editing === NEW_ITEM_ID && <li className="content-list__item ui-card">{form(NEW_ITEM_ID, newItem)}</li>}
      </ol>
      {editing === null && (
        <Button variant="secondary" className="content-list__add" disabled={busy} onClick={() => open(NEW_ITEM_ID)}>
          {addLabel}
        </Button>
      )}
      <StatusMessage state={status} />
      <ConfirmDialog
        open={removing !== null}
        title={`Hapus ${itemName}?`}
        confirmLabel="Hapus"
        danger
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const item = removing;
          setRemoving(null);
          if (item) void run(() => calls.remove(item.id), `${capitalised(itemName)} dihapus`);
        }}
      >
        {removing && <div className="content-list__confirm">{summary(removing)}</div>}
        <p>Tindakan ini tidak bisa dibatalkan.</p>
      </ConfirmDialog>
    </section>
  );
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
