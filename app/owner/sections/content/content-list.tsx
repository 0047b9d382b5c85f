import type { UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { formDataFrom } from '../../../../engine/editor/form-data';
import type { Schema } from '../../../../schemas/json-schema';
import { FIRST_VERSION } from '../../../../schemas/responses/owner-content';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { StatusMessage } from '../../../ui/status-message';
import { ContentItemCard } from './content-item-card';
import { ContentItemForm } from './content-item-form';
import { NEW_ITEM_ID, useContentListDraft, type ListItem } from './use-content-list-draft';
import { useContentListWrites, type ContentListCalls } from './use-content-list-writes';
import './content-list.css';

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
  versions,
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
  /** Each item's version by its key (the content's `versions`): an item's form is based on it. */
  versions: Record<string, string>;
  summary: (item: Item) => ReactNode;
  calls: ContentListCalls;
  invitationId: string;
  /** What a new item's form starts with. */
  newItem?: Record<string, unknown>;
  reorder?: boolean;
  /** More for an item's card (a wishlist item's confirmations, say). */
  itemActions?: (item: Item) => ReactNode;
  onDraft: (items: Item[]) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { editing, open, close, showDraft } = useContentListDraft({ items, onDraft, onDirtyChange });
  const writes = useContentListWrites({ calls, invitationId, itemName, items, versions });
  const [removing, setRemoving] = useState<Item | null>(null);
  const { busy } = writes;

  const edit = (id: string) => {
    open(id);
    writes.clearStatus();
  };
  const form = (id: string, start: Record<string, unknown>) => (
    <ContentItemForm
      key={id}
      openedAt={versions[calls.versionKey(id)] ?? FIRST_VERSION}
      idPrefix={`${itemName.replace(/\W+/g, '-')}-${id}`}
      schema={schema}
      uiSchema={uiSchema}
      formData={start}
      invitationId={invitationId}
      onChange={(data) => showDraft(id, data)}
      onSubmit={(data, write) => writes.save(id, data, close, write)}
      onDirtyChange={onDirtyChange}
      onCancel={close}
    />
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
              <ContentItemCard
                summary={summary(item)}
                extra={itemActions?.(item)}
                itemName={itemName}
                position={index}
                count={items.length}
                reorder={reorder}
                disabled={busy || editing !== null}
                onMove={(step) => writes.move(index, step)}
                onEdit={() => edit(item.id)}
                onRemove={() => setRemoving(item)}
              />
            )}
          </li>
        ))}
        {editing === NEW_ITEM_ID && <li className="content-list__item ui-card">{form(NEW_ITEM_ID, newItem)}</li>}
      </ol>
      {editing === null && (
        <Button variant="secondary" className="content-list__add" disabled={busy} onClick={() => edit(NEW_ITEM_ID)}>
          {addLabel}
        </Button>
      )}
      <StatusMessage state={writes.status} />
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
          if (item) writes.remove(item);
        }}
      >
        {removing && <div className="content-list__confirm">{summary(removing)}</div>}
        <p>Tindakan ini tidak bisa dibatalkan.</p>
      </ConfirmDialog>
    </section>
  );
}
