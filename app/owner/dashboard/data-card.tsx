import { DownloadArchiveButton } from '../kit/download-archive-button';
import { DashboardCard } from './dashboard-card';

/** 'Data undangan': everything of the invitation to keep, in one ZIP ('Unduh semua data'). */
export function DataCard({ invitationId, slug }: { invitationId: string; slug: string }) {
  return (
    <DashboardCard title="Data undangan" titleId="dashboard-data-title">
      <DownloadArchiveButton invitationId={invitationId} slug={slug} />
    </DashboardCard>
  );
}
