import { useState, type ReactNode } from 'react';
import type { PreviewDraft } from '../../../engine/preview/preview-draft';
import type { SectionSlug } from '../../../schemas/section-slugs';
import { PreviewFrame } from './preview-frame';

/**
 * A settings page: its title and form beside the invitation's live preview. On a phone the preview
 * is one tap away ('Lihat Pratinjau'), over the form.
 */
export function SettingsPageFrame({
  title,
  lead,
  slug,
  activeSection,
  coverShown,
  draft,
  revision,
  children,
}: {
  title: string;
  lead?: string;
  slug: string;
  activeSection?: SectionSlug;
  coverShown?: boolean;
  /** What the page's form holds before it is saved: the preview shows it as it is typed. */
  draft?: PreviewDraft;
  /** Bumped after each save: the preview reloads and shows the change. */
  revision?: number;
  children: ReactNode;
}) {
  const [previewOpen, setPreviewOpen] = useState(false);
  return (
    <main className="owner-page settings-page">
      <div className="settings-page__form">
        <h1 className="owner-page__title">{title}</h1>
        {lead && <p className="owner-page__lead">{lead}</p>}
        {children}
      </div>
      <aside
        className={`settings-page__preview${previewOpen ? ' settings-page__preview--open' : ''}`}
        aria-label="Pratinjau"
      >
        <PreviewFrame
          slug={slug}
          activeSection={activeSection}
          coverShown={coverShown}
          draft={draft}
          revision={revision}
        />
        <button type="button" className="settings-page__preview-close" onClick={() => setPreviewOpen(false)}>
          Tutup Pratinjau
        </button>
      </aside>
      <button type="button" className="settings-page__preview-toggle" onClick={() => setPreviewOpen(true)}>
        Lihat Pratinjau
      </button>
    </main>
  );
}
