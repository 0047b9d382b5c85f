import { useState, type ReactNode } from 'react';
import { PreviewFrame, type PreviewFrameProps } from './preview-frame';

/**
 * A settings page: its title and form beside the invitation's live preview. On a phone the preview
 * is one tap away ('Lihat Pratinjau'), over the form.
 */
export function SettingsPageFrame({
  title,
  lead,
  children,
  ...preview
}: PreviewFrameProps & { title: string; lead?: string; children: ReactNode }) {
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
        <PreviewFrame {...preview} />
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
