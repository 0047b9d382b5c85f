import {
  SCREEN_LAG_MAX_SECONDS,
  type GreetingScreenReportPayload,
} from '../../schemas/requests/greeting-screen-report';
import { lagSeconds, type GreetingQueue } from './greeting-queue';

/** What the hall's display reports of its queue at `now` (ms): PUT …/guestbook/screen-report. */
export function screenFigures(queue: GreetingQueue, now: number): GreetingScreenReportPayload {
  return {
    waiting: queue.waiting.length,
    lag_seconds: Math.min(SCREEN_LAG_MAX_SECONDS, lagSeconds(queue, now)),
    greeted: queue.greeted,
    skipped: queue.skipped,
  };
}

/** How much the waiting may move between two reports before the display reports at once. */
const MARKED_CHANGE = 5;

/** Whether the queue moved enough since the last report (`reported`) to report at once: a crowd came, or guests were skipped. */
export function changedMarkedly(
  reported: GreetingScreenReportPayload | null,
  now: GreetingScreenReportPayload,
): boolean {
  if (!reported) return true;
  return Math.abs(now.waiting - reported.waiting) >= MARKED_CHANGE || now.skipped > reported.skipped;
}
