import { useEffect, useRef } from 'react';
import type { GreetingQueue } from '../../../engine/guestbook/greeting-queue';
import { changedMarkedly, screenFigures } from '../../../engine/guestbook/greeting-screen-figures';
import {
  SCREEN_REPORT_EVERY_SECONDS,
  type GreetingScreenReportPayload,
} from '../../../schemas/requests/greeting-screen-report';
import { venueCalls } from '../../api/guestbook-calls';

export type SendScreenReport = (invitationId: string, figures: GreetingScreenReportPayload) => Promise<unknown>;

/**
 * The display tells the server how far behind it is (docs/product.md#greeting-screen): at once, then
 * every SCREEN_REPORT_EVERY_SECONDS while it runs, and whenever its queue changes markedly (a crowd
 * arrives, guests are skipped). A report that fails is not retried: the next one says the same, newer.
 */
export function useScreenReport(
  invitationId: string,
  queue: GreetingQueue,
  send: SendScreenReport = venueCalls.screenReport,
) {
  const latest = useRef({ queue, send });
  const reported = useRef<GreetingScreenReportPayload | null>(null);
  const report = useRef(() => {
    const figures = screenFigures(latest.current.queue, Date.now());
    reported.current = figures;
    void latest.current.send(invitationId, figures).catch(() => {});
  });
  useEffect(() => {
    latest.current = { queue, send };
    if (changedMarkedly(reported.current, screenFigures(queue, Date.now()))) report.current();
  }, [queue, send]);
  useEffect(() => {
    const every = setInterval(() => report.current(), SCREEN_REPORT_EVERY_SECONDS * 1000);
    return () => clearInterval(every);
  }, []);
}
