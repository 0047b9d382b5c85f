const day = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short' });
const dayOfYear = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * When a personal link went out, in the owner's own time: '25 Nov 14.05', with the year when it is
 * not this year ('25 Nov 2024 14.05').
 */
export function formatSentAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const date = at.getFullYear() === now.getFullYear() ? day.format(at) : dayOfYear.format(at);
  return `${date} ${time.format(at)}`;
}
