/** A check-in's time as the usher reads it: "18.05" (24 hours), in the device's time zone unless told. */
export function checkInClock(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(
    new Date(iso),
  );
}
