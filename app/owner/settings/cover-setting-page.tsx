import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formDataFrom, rowWithChanges } from '../../../engine/editor/form-data';
import type { SectionUpdate } from '../../../schemas/requests/content';
import { coverSettingsSchema, type CoverSettings } from '../../../schemas/settings/cover.settings';
import { coverSettingsUi } from '../../../schemas/settings/cover.ui';
import { sectionCalls } from '../../api/section-calls';
import type { WriteBasis } from '../../api/write-basis';
import { invitationQuery, ownerKeys, sectionsQuery } from '../../queries/owner-queries';
import { StatusMessage } from '../../ui/status-message';
import { SchemaSettingsPage } from '../kit/schema-settings-page';

/** What a section's PUT takes of its row (the rest of the row is the server's). */
const SAVED_FIELDS = ['title', 'description', 'labels', 'extra', 'is_active'] as const;

/**
 * Settings › Sampul: the words of the cover, which are the opening section's title and labels
 * (docs/product.md#cover). The section's PUT saves its copy whole: the row's other fields go along.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const sections = useQuery(sectionsQuery(id));
  if (!invitation) return null;
  const opening = sections.data?.find((section) => section.slug === 'opening');

  const send = (changes: CoverSettings, basis: WriteBasis) => {
    const row = Object.fromEntries(SAVED_FIELDS.map((field) => [field, opening![field]]));
    // A photo removed in the form is sent as null (removed); one left out would stay.
    const update = { ...rowWithChanges(coverSettingsSchema, row, changes), image: changes.image ?? null };
    return sectionCalls.update(opening!.id, update as SectionUpdate, basis);
  };

  return (
    <SchemaSettingsPage<CoverSettings>
      frame={{
        title: 'Sampul',
        lead: 'Foto pasangan dan tulisan di sampul undangan. Kosongkan tulisan untuk memakai tulisan bawaan tema.',
        slug: invitation.slug,
        activeSection: 'opening',
        coverShown: true,
      }}
      form={
        opening
          ? {
              formKey: opening.id,
              schema: coverSettingsSchema,
              uiSchema: coverSettingsUi,
              formData: formDataFrom(coverSettingsSchema, opening) as CoverSettings,
            }
          : null
      }
      openedAt={opening?.version}
      send={send}
      saved={ownerKeys.sections(id)}
      fallback={
        sections.isPending ? (
          <p aria-busy="true">Memuat…</p>
        ) : (
          <StatusMessage
            state={{ kind: 'error', text: sections.error?.message ?? 'Bagian pembuka undangan ini tidak ditemukan.' }}
          />
        )
      }
    />
  );
}
