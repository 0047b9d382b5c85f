import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { PreviewDraft } from '../../../engine/preview/preview-draft';
import { resolveCopy } from '../../../engine/copy/resolve-copy';
import type { InvitationSection } from '../../../schemas/entities/invitation-section.schema';
import { isEditedSection, type EditedSection } from '../../../schemas/requests/section-editor';
import { SECTIONS } from '../../../schemas/sections';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { contentQuery, invitationQuery, ownerKeys, sectionsQuery } from '../../queries/owner-queries';
import { themeManifestQuery } from '../../queries/theme-manifest-query';
import { StatusMessage } from '../../ui/status-message';
import { LastSavedLine } from '../kit/last-saved-line';
import { SettingsPageFrame } from '../kit/settings-page-frame';
import { hasContentEditor, SectionContent } from './section-content';
import { SectionForm } from './section-form';
import { SECTION_LEADS } from './section-lead';
import { useDirtyParts } from './use-dirty-parts';
import './section-editor.css';

const LOADING = <p aria-busy="true">Memuat…</p>;

/**
 * Bagian › {section} (docs/product.md#section-editors): for the sections that have one, its content
 * first (couple, events, stories, gallery, gifts: what an owner comes to fill in), then the section's
 * settings form (its title, words and switches), beside the live
 * preview, which shows what the forms hold as it is typed and scrolls to the section.
 */
function SectionEditor({ id, slug }: { id: string; slug: EditedSection }) {
  const queryClient = useQueryClient();
  const { data: invitation } = useQuery(invitationQuery(id));
  const sections = useQuery(sectionsQuery(id));
  const withContent = hasContentEditor(slug);
  const content = useQuery({ ...contentQuery(id), enabled: withContent });
  const manifest = useQuery({ ...themeManifestQuery(invitation?.theme ?? ''), enabled: Boolean(invitation) });
  const [draft, setDraft] = useState<PreviewDraft>({});
  const { dirty, dirtyPart } = useDirtyParts();
  const addToDraft = useCallback((parts: PreviewDraft) => setDraft((current) => ({ ...current, ...parts })), []);
  const copy = useMemo(
    () => resolveCopy(slug, manifest.data?.copy?.[slug] as Record<string, unknown> | undefined, null),
    [slug, manifest.data],
  );
  if (!invitation) return null;
  const row = sections.data?.find((section) => section.slug === slug);

  const onSaved = (saved: InvitationSection) => {
    addToDraft({ section: saved });
    queryClient.setQueryData(ownerKeys.sections(id), (rows: InvitationSection[] | undefined) =>
      rows?.map((section) => (section.id === saved.id ? saved : section)),
    );
    void queryClient.invalidateQueries({ queryKey: ownerKeys.summary(id) });
    void queryClient.invalidateQueries({ queryKey: ownerKeys.changes(id) });
  };

  return (
    <SettingsPageFrame
      title={SECTIONS[slug].settings.title}
      lead={SECTION_LEADS[slug]}
      slug={invitation.slug}
      activeSection={slug}
      draft={draft}
    >
      <LastSavedLine invitationId={id} subject={SECTIONS[slug].settings.title} />
      {!withContent ? null : content.isPending ? (
        LOADING
      ) : content.data ? (
        <SectionContent
          slug={slug}
          invitationId={id}
          content={content.data}
          onDraft={addToDraft}
          onDirtyChange={dirtyPart('content')}
        />
      ) : (
        <StatusMessage state={{ kind: 'error', text: content.error?.message ?? 'Isi undangan tidak terbaca.' }} />
      )}
      {withContent && (
        <h2 className="section-editor__settings-heading" id="section-settings-heading">
          Judul & pengaturan bagian
        </h2>
      )}
      {sections.isPending || manifest.isPending ? (
        LOADING
      ) : row ? (
        <SectionForm
          key={row.id}
          slug={slug}
          row={row}
          copy={copy}
          onDraft={(section) => addToDraft({ section })}
          onSaved={onSaved}
          onDirtyChange={dirtyPart('settings')}
        />
      ) : (
        <StatusMessage state={{ kind: 'error', text: sections.error?.message ?? 'Bagian ini tidak ditemukan.' }} />
      )}
      <UnsavedChangesPrompt dirty={dirty} />
    </SettingsPageFrame>
  );
}

export function Component() {
  const { id = '', slug } = useParams();
  if (!isEditedSection(slug)) {
    return (
      <main className="owner-page">
        <h1 className="owner-page__title">Bagian tidak ditemukan</h1>
        <p className="owner-page__lead">Pilih bagian yang ingin diubah dari menu Bagian.</p>
      </main>
    );
  }
  // A page of its own per section: one section's drafts never reach another's.
  return <SectionEditor key={slug} id={id} slug={slug} />;
}
