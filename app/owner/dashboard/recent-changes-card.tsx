import { useQuery } from '@tanstack/react-query';
import { changesQuery } from '../../queries/owner-queries';
import { changeText, changeTime } from '../kit/change-line';
import '../kit/recent-changes.css';
import { DashboardCard } from './dashboard-card';

/** 'Perubahan terakhir' on the dashboard (docs/product.md#changes): who changed what, newest first. */
export function RecentChangesCard({ invitationId }: { invitationId: string }) {
  const { data: changes, isPending, isError } = useQuery(changesQuery(invitationId));
  return (
    <DashboardCard title="Perubahan terakhir" titleId="dashboard-changes-title">
      {isPending ? (
        <p className="dashboard-card__muted">Memuat…</p>
      ) : isError ? (
        <p className="dashboard-card__muted">Daftar perubahan tidak terbaca. Muat ulang halaman ini.</p>
      ) : changes.length === 0 ? (
        <p className="dashboard-card__muted">Belum ada perubahan yang disimpan.</p>
      ) : (
        <ol className="recent-changes">
          {changes.map((change, index) => (
            <li key={`${change.created_at}-${index}`} className="recent-changes__item">
              <span className="recent-changes__what">{changeText(change)}</span>
              <time className="recent-changes__when" dateTime={change.created_at}>
                {changeTime(change)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
