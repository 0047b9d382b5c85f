import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { useId, type ReactNode } from 'react';
import type { Schema } from '../../../schemas/json-schema';
import { SchemaForm } from '../../forms/schema-form';
import { Button } from '../../ui/button';
import { useModalDialog } from '../../ui/use-modal-dialog';

/**
 * A guestbook setting's form in a modal dialog (a table, a souvenir kind, an usher's access): the
 * fields generated from the API's request schema, checked as the server checks them; a refusal of
 * the server shows at its field. `onSubmit` saves (and throws what the server answered); the caller
 * closes the dialog once saved.
 */
export function GuestbookOwnerFormDialog<T extends Record<string, unknown>>({
  title,
  schema,
  uiSchema,
  widgets,
  formData,
  submitLabel,
  idPrefix,
  onSubmit,
  onKeepEditing,
  onClose,
  children,
}: {
  title: string;
  /** One of OWNER_VALIDATED_SCHEMAS (app/owner/owner-pages.ts). */
  schema: Schema;
  uiSchema?: UiSchema;
  widgets?: RegistryWidgetsType;
  formData: Partial<T>;
  submitLabel: string;
  idPrefix: string;
  onSubmit: (data: T) => Promise<unknown>;
  /** Given, a save refused as based on an older version offers 'Tetap edit', which calls this with the current one. */
  onKeepEditing?: (version: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const ref = useModalDialog(true);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="ui-dialog guestbook-owner-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <SchemaForm<T>
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        widgets={widgets}
        formData={formData as T}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
        onKeepEditing={onKeepEditing}
        actions={
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
        }
      >
        {children}
      </SchemaForm>
    </dialog>
  );
}
