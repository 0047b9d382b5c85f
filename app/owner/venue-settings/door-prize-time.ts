const CLOCK = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** "19.05": when a winner was drawn, on Jakarta's clock (WIB). */
export const drawnAt = (iso: string) => CLOCK.format(new Date(iso)).replace(':', '.');
