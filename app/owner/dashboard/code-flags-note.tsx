import { useQuery } from '@tanstack/react-query';
import { venueCalls } from '../../api/guestbook-calls';
import { guestbookKeys } from '../../queries/guestbook-queries';

const number = new Intl.NumberFormat('id-ID');

/**
 * Where personal codes are single-use: 'N kode dipakai ulang' with the guests whose code was shown
 * again at the door (docs/product.md#guestbook). The list is read again whenever the live count moves.
 */
export function CodeFlagsNote({ invitationId, count }: { invitationId: string; count: number }) {
  const flags = useQuery({
    queryKey: [...guestbookKeys.counts(invitationId), 'code-flags', count],
    queryFn: () => venueCalls.codeFlags(invitationId),
    enabled: count > 0,
  });
  if (count <= 0) return null;
  const names = [...new Set((flags.data ?? []).map((flag) => flag.guest_name))];
  return (
    <p className="dashboard-guestbook__flags" role="status">
      <strong>{number.format(count)} kode dipakai ulang</strong>
      {names.length > 0 && `: ${names.join(', ')}`}
    </p>
  );
}
