import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formDataFrom } from '../../../../engine/editor/form-data';
import { withoutBlankStrings } from '../../../../engine/validation/validate-payload';
import { coupleUpdateSchema, type CoupleUpdate } from '../../../../schemas/requests/content';
import { coupleContentUi } from '../../../../schemas/requests/couple.ui';
import { FIRST_VERSION } from '../../../../schemas/responses/owner-content';
import { contentCalls } from '../../../api/content-calls';
import { SchemaForm } from '../../../forms/schema-form';
import { ownerKeys } from '../../../queries/owner-queries';
import { useVersionedWrite } from '../../kit/use-versioned-write';
import type { ContentEditorProps } from '../content-editor';
import './couple-editor.css';

type Role = 'groom' | 'bride';
type Person = NonNullable<CoupleUpdate[Role]>;
/** The form's data: each person as typed so far (a field may still be empty). */
export type CoupleForm = { [role in Role]?: Partial<Person> };
type DraftCouple = NonNullable<Parameters<ContentEditorProps['onDraft']>[0]['couple']>;

const ROLES: readonly Role[] = ['groom', 'bride'];

/** What the preview shows for a name not typed yet, so that the page never lacks one. */
export const NAME_PLACEHOLDERS: Record<Role, string> = { groom: 'Mempelai Pria', bride: 'Mempelai Wanita' };

/** A person as the preview shows it: as typed, blank fields left out, a placeholder for a missing name. */
function draftPerson(role: Role, typed: Partial<Person> | undefined): DraftCouple[Role] {
  const filled = withoutBlankStrings(typed ?? {}) as Partial<Person>;
  return {
    ...filled,
    person_role: role,
    person_name: filled.person_name ?? NAME_PLACEHOLDERS[role],
    person_nickname: filled.person_nickname ?? NAME_PLACEHOLDERS[role],
  };
}

/** A person nothing was typed for (a switch alone is nothing): not sent, as the API takes either person. */
const leftEmpty = (person: Partial<Person> | undefined) =>
  !person || Object.entries(person).every(([field, value]) => field === 'extra' || value === undefined);

/** The save's body: each person with something typed, whole (the API saves each person sent whole). */
export function coupleSaveBody(data: CoupleForm): CoupleUpdate {
  return Object.fromEntries(ROLES.filter((role) => !leftEmpty(data[role])).map((role) => [role, data[role]]));
}

/**
 * Mempelai: both persons of the couple in one form (the API's couple update schema), the groom's
 * group then the bride's, each with names, parents, child sequence, Instagram, a photo cropped to a
 * square, and whether the parents are shown. It starts from the saved couple (a person not filled
 * in yet starts empty); every change reaches the preview at once; 'Simpan' sends both persons.
 */
export function CoupleEditor({ invitationId, content, onDraft, onDirtyChange }: ContentEditorProps) {
  const queryClient = useQueryClient();
  // The form keeps its own data after its first render: a refetch after a save must not reset it.
  const [start] = useState(() => formDataFrom(coupleUpdateSchema, content.couple) as CoupleForm);
  const { write, keepEditing } = useVersionedWrite(
    content.versions[contentCalls.coupleVersionKey(invitationId)] ?? FIRST_VERSION,
  );

  const showDraft = (data: CoupleForm) =>
    onDraft({ couple: { groom: draftPerson('groom', data.groom), bride: draftPerson('bride', data.bride) } });
  const save = async (data: CoupleForm) => {
    await write((basis) => contentCalls.saveCouple(invitationId, coupleSaveBody(data), basis));
    await queryClient.invalidateQueries({ queryKey: ownerKeys.content(invitationId) });
  };

  return (
    <section className="couple-editor" aria-labelledby="couple-editor-heading">
      <h2 className="couple-editor__heading" id="couple-editor-heading">
        Data mempelai
      </h2>
      <p className="couple-editor__lead">Pratinjau berubah saat Anda mengetik; tekan Simpan agar tamu melihatnya.</p>
      <SchemaForm<CoupleForm>
        idPrefix="mempelai"
        schema={coupleUpdateSchema}
        uiSchema={coupleContentUi}
        formData={start}
        formContext={{ invitationId }}
        onChange={showDraft}
        onSubmit={save}
        onKeepEditing={keepEditing}
        onDirtyChange={onDirtyChange}
      />
    </section>
  );
}
