/** What the calendar tests share: the page an event is saved from, two events, and Intl's wall clock. */

export const PAGE = { couple: 'Raka & Ayu', pageUrl: 'https://undangan.example/raka-ayu', host: 'undangan.example' };

/** An akad in Bandung (WIB) with an end, and characters a calendar file must escape. */
export const akad = {
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  label: 'Akad Nikah',
  start_date: '2027-06-12T01:00:00.000Z',
  end_date: '2027-06-12T03:30:00.000Z',
  venue: 'Masjid Agung; Aula Utama',
  address: 'Jl. Merdeka No. 1, Bandung\nJawa Barat',
  maps_url: 'https://maps.app.goo.gl/abc?q=-6.9,107.6',
  extra: { timezone: 'WIB' },
};

/** A reception in Makassar (WITA), without an end. */
export const resepsi = {
  id: 'b1c2d3e4-0000-4000-8000-000000000002',
  label: 'Resepsi',
  start_date: '2027-06-12T03:00:00.000Z',
  venue: 'Hotel Santika',
  address: 'Jl. Diponegoro 5, Makassar',
  maps_url: 'https://maps.app.goo.gl/xyz',
  extra: { timezone: 'WITA' },
};

/** The wall clock an IANA zone reads at an instant, from Intl: `20270612T080000`. */
export function intlWallClock(ms: number, tzid: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: tzid,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
