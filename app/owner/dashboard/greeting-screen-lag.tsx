import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { screenLagLine } from '../../../engine/guestbook/screen-lag-line';
import { SCREEN_REPORT_EVERY_SECONDS } from '../../../schemas/requests/greeting-screen-report';
import { venueCalls } from '../../api/guestbook-calls';
import { guestbookKeys } from '../../queries/guestbook-queries';

/** The display's latest report, read again as often as the display sends it. */
const screenReportQuery = (id: string) =>
  queryOptions({
    queryKey: [...guestbookKeys.counts(id), 'screen-report'],
    queryFn: () => venueCalls.lastScreenReport(id),
    refetchInterval: SCREEN_REPORT_EVERY_SECONDS * 1000,
  });

/**
 * 'Layar sapaan: terlambat 12 detik · 5 menunggu · 3 dilewati' on the guestbook card while the hall's
 * display reports (its last report under a minute old), else 'Layar sapaan tidak aktif'
 * (docs/product.md#greeting-screen). The line is checked again every few seconds, so a display that
 * stopped turns inactive without a read.
 */
export function GreetingScreenLag({ invitationId }: { invitationId: string }) {
  const report = useQuery(screenReportQuery(invitationId));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(tick);
  }, []);
  return (
    <p className="dashboard-guestbook__screen" role="status">
      {screenLagLine(report.data, Math.max(now, report.dataUpdatedAt))}
    </p>
  );
}
