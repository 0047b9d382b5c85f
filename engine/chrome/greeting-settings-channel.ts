import type { GuestbookSettings } from '../../schemas/requests/guestbook';

/*
 * The owner's greeting-screen settings page tells a display open in the same browser (another tab)
 * the settings it saved, so the display uses them at once; a display elsewhere reads them again with
 * the venue's snapshot.
 */
const CHANNEL = 'undangan.greeting-settings';

type Saved = { invitationId: string; settings: GuestbookSettings };

/** Tells the displays of this browser that the invitation's settings were saved. */
export function announceGreetingSettings(invitationId: string, settings: GuestbookSettings): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ invitationId, settings } satisfies Saved);
  channel.close();
}

/** Calls `heard` with the settings saved for the invitation in another tab; returns the unsubscribe. */
export function listenToGreetingSettings(
  invitationId: string,
  heard: (settings: GuestbookSettings) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Saved>) => {
    if (event.data?.invitationId === invitationId && event.data.settings) heard(event.data.settings);
  };
  return () => channel.close();
}
