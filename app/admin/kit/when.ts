const moment = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** When something happened, in Jakarta's time (WIB), as a list shows it: '6 Des 2026, 10.05'. */
export const formatWhen = (iso: string): string => moment.format(new Date(iso));
