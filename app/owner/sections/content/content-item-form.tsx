import type { UiSchema } from '@rjsf/utils';
import type { Schema } from '../../../../schemas/json-schema';
import { SchemaForm } from '../../../forms/schema-form';
import { Button } from '../../../ui/button';
import { useVersionedWrite } from '../../kit/use-versioned-write';
import type { FormWrite } from './use-content-list-writes';

/**
 * One item's form in a content list, open in place: based on the item's version when it opened
 * (`openedAt`), so a save after someone else's save of the same item is refused and offers to reload
 * or to keep editing (docs/product.md#no-lost-edit).
 */
export function ContentItemForm({
  openedAt,
  idPrefix,
  schema,
  uiSchema,
  formData,
  invitationId,
  onChange,
  onSubmit,
  onDirtyChange,
  onCancel,
}: {
  openedAt: string;
  idPrefix: string;
  schema: Schema;
  uiSchema?: UiSchema;
  formData: Record<string, unknown>;
  invitationId: string;
  onChange: (data: Record<string, unknown>) => void;
  onSubmit: (data: Record<string, unknown>, write: FormWrite) => Promise<unknown>;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
}) {
  const { write, keepEditing } = useVersionedWrite(openedAt);
  return (
    <div className="content-list__form">
      <SchemaForm
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={{ invitationId }}
        onChange={onChange}
        onSubmit={(data) => onSubmit(data, write)}
        onKeepEditing={keepEditing}
        onDirtyChange={onDirtyChange}
        actions={
          <Button variant="ghost" onClick={onCancel}>
            Batal
          </Button>
        }
      />
    </div>
  );
}
