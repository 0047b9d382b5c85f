import { useQuery } from '@tanstack/react-query';
import { changesQuery } from '../../queries/owner-queries';
import { changeTime, lastChangeOf } from './change-line';
import './recent-changes.css';

/** Above an editor: who saved it last and when (docs/product.md#changes); nothing before a first save. */
export function LastSavedLine({ invitationId, subject }: { invitationId: string; subject: string }) {
  const { data } = useQuery(changesQuery(invitationId));
  const last = lastChangeOf(data, subject);
  if (!last) return null;
  return (
    <p className="last-saved">
      Terakhir disimpan oleh <strong>{last.user_name}</strong> ·{' '}
      <time dateTime={last.created_at}>{changeTime(last)}</time>
    </p>
  );
}
