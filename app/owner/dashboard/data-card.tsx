import { DownloadArchiveButton } from '../kit/download-archive-button';

/** 'Data undangan': everything of the invitation to keep, in one ZIP ('Unduh semua data'). */
export function DataCard({ invitationId, slug }: { invitationId: string; slug: string }) {
  return (
    <section className="ui-card dashboard-card" aria-labelledby="dashboard-data-title">
      <h2 id="dashboard-data-title" className="dashboard-card__title">
        Data undangan
      </h2>
      <DownloadArchiveButton invitationId={invitationId} slug={slug} />
    </section>
  );
}
