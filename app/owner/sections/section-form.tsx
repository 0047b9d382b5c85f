import { useMemo } from 'react';
import type { ResolvedCopy } from '../../../engine/copy/resolve-copy';
import { withCopyPlaceholders } from '../../../engine/editor/copy-placeholders';
import { formDataFrom } from '../../../engine/editor/form-data';
import { withoutBlankStrings } from '../../../engine/validation/validate-payload';
import type { InvitationSection } from '../../../schemas/entities/invitation-section.schema';
import type { SectionUpdate } from '../../../schemas/requests/content';
import { sectionEditorSchemas, type EditedSection } from '../../../schemas/requests/section-editor';
import { SECTION_EDITOR_UI } from '../../../schemas/sections/editor-ui';
import { sectionCalls } from '../../api/section-calls';
import { SchemaForm } from '../../forms/schema-form';
import type { OwnerSection } from '../../../schemas/responses/owner-sections';
import { useVersionedWrite } from '../kit/use-versioned-write';

/** The section's row as the form's data would save it: its copy and settings replaced whole. */
const rowWith = (row: InvitationSection, data: SectionUpdate): InvitationSection => {
  const { title: _t, description: _d, labels: _l, extra: _e, ...kept } = row;
  return { ...kept, ...(withoutBlankStrings(data) as SectionUpdate) } as InvitationSection;
};

/**
 * A section's settings form (docs/product.md#section-editors), generated from the section's editor
 * schema (the server's request schema without the copy's defaults) and its uiSchema: the switches,
 * the copy with the theme's own words as placeholders (`copy`), and the section's own settings.
 * Every change goes to `onDraft` as the row the preview shows; a save sends the settings whole and
 * hands the stored row to `onSaved`; it is based on the row's version (docs/product.md#no-lost-edit).
 */
export function SectionForm({
  slug,
  row,
  copy,
  onDraft,
  onSaved,
  onDirtyChange,
}: {
  slug: EditedSection;
  row: OwnerSection;
  copy: ResolvedCopy;
  onDraft: (row: InvitationSection) => void;
  onSaved: (row: OwnerSection) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const schema = sectionEditorSchemas[slug];
  const uiSchema = useMemo(() => withCopyPlaceholders(SECTION_EDITOR_UI[slug], copy), [slug, copy]);
  const { write, keepEditing } = useVersionedWrite(row.version);
  const save = async (data: SectionUpdate) => onSaved(await write((basis) => sectionCalls.update(row.id, data, basis)));
  return (
    <SchemaForm<SectionUpdate>
      schema={schema}
      uiSchema={uiSchema}
      formData={formDataFrom(schema as object, row) as SectionUpdate}
      onChange={(data) => onDraft(rowWith(row, data))}
      onSubmit={save}
      onKeepEditing={keepEditing}
      onDirtyChange={onDirtyChange}
      submitLabel="Simpan Pengaturan"
    />
  );
}
