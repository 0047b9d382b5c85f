import { useId, useState } from 'react';
import type { GreetingQueue } from '../../../engine/guestbook/greeting-queue';

/** The log's own words. */
export const GREETING_LOG_TEXT = {
  open: 'Log',
  openSkipped: (skipped: number) => `Log, ${skipped} dilewati`,
  title: 'Log sapaan',
  close: 'Tutup',
  summary: (greeted: number, skipped: number, waiting: number) =>
    `${greeted} disapa · ${skipped} dilewati · ${waiting} menunggu`,
  greeted: 'Disapa',
  skipped: 'Dilewati',
  checkedIn: (time: string) => `check-in ${time}`,
  empty: 'Belum ada tamu yang disapa.',
} as const;

const clock = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const time = (ms: number) => clock.format(new Date(ms)).replaceAll('.', ':');

/**
 * The display's log (docs/product.md#greeting-screen): a small 'Log' button (hidden with the other
 * controls while nobody moves the pointer) opens a panel listing every guest greeted or skipped
 * (they waited past the owner's limit), newest first, with their check-in time and when it happened.
 */
export function GreetingLog({ queue }: { queue: GreetingQueue }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!open) {
    return (
      <button
        type="button"
        className="greeting-display__log-button"
        aria-label={queue.skipped ? GREETING_LOG_TEXT.openSkipped(queue.skipped) : GREETING_LOG_TEXT.open}
        onClick={() => setOpen(true)}
      >
        {GREETING_LOG_TEXT.open}
        {queue.skipped ? (
          <span className="greeting-display__log-badge" aria-hidden="true">
            {queue.skipped}
          </span>
        ) : null}
      </button>
    );
  }
  const lines = [...queue.log].reverse();
  return (
    <section className="greeting-display__log" aria-labelledby={titleId}>
      <header className="greeting-display__log-head">
        <h2 id={titleId}>{GREETING_LOG_TEXT.title}</h2>
        <button type="button" onClick={() => setOpen(false)}>
          {GREETING_LOG_TEXT.close}
        </button>
      </header>
      <p className="greeting-display__log-summary">
        {GREETING_LOG_TEXT.summary(queue.greeted, queue.skipped, queue.waiting.length)}
      </p>
      {lines.length ? (
        <ol className="greeting-display__log-lines">
          {lines.map((line) => (
            <li key={`${line.seq}`} data-outcome={line.outcome}>
              <time>{time(line.at)}</time>
              <span className="greeting-display__log-name">{line.name}</span>
              <span className="greeting-display__log-outcome">
                {line.outcome === 'greeted' ? GREETING_LOG_TEXT.greeted : GREETING_LOG_TEXT.skipped}
              </span>
              <span className="greeting-display__log-when">{GREETING_LOG_TEXT.checkedIn(time(line.checkedInAt))}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>{GREETING_LOG_TEXT.empty}</p>
      )}
    </section>
  );
}
