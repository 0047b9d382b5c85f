import { useEffect, useRef, useState } from 'react';
import type { GreetingQueue } from '../../../engine/guestbook/greeting-queue';
import type { DoorPrizeDraw } from '../../../schemas/responses/guestbook-door-prize';
import { openGuestbookSocket, type GuestbookSocketStatus } from '../../api/guestbook-socket';
import { greetingDriver, type DriverConfig } from './greeting-driver';

export type DisplayGreetingsOptions = DriverConfig & {
  invitationId: string;
  /** The seq to greet after: the one this device remembers, else the venue's latest at opening. */
  startSeq: number;
  /** The bearer token to greet the socket with, asked at every (re)connection. */
  token: () => Promise<string | null>;
  /** Called whenever the socket is (again) ready: a chance to read the venue's settings again. */
  onReady?: () => void;
  /** A door prize winner the socket brings (drawn, or shown again by the owner). */
  onDoorPrize?: (draw: DoorPrizeDraw) => void;
  openSocket?: typeof openGuestbookSocket;
};

/**
 * The hall display's greetings: every check-in the guestbook's socket brings goes through the greeting
 * queue (engine/guestbook/greeting-queue.ts) to the frame, each once (greeted or, too old, skipped),
 * with the settings' seconds, layout, table and VIP greeting; the last handled seq is remembered on
 * the device and is what the socket asks to catch up from. Answers the queue as it is now (its log,
 * what waits), whether the connection is lost (the socket reconnects by itself) and, when the server
 * refused it, why. The same socket brings the door prize winners, handed to `onDoorPrize`.
 */
export function useDisplayGreetings({
  invitationId,
  startSeq,
  settings,
  frameReady,
  post,
  token,
  onReady,
  onDoorPrize,
  openSocket = openGuestbookSocket,
}: DisplayGreetingsOptions) {
  const [lost, setLost] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [queue, setQueue] = useState<GreetingQueue | null>(null);
  const [driver] = useState(() => greetingDriver(invitationId, startSeq, setQueue));
  useEffect(() => driver.configure({ settings, frameReady, post }), [driver, settings, frameReady, post]);
  useEffect(() => driver.stop, [driver]);
  // What the socket asks when it (re)connects, as the page gives it now.
  const latest = useRef({ token, onReady, onDoorPrize });
  useEffect(() => {
    latest.current = { token, onReady, onDoorPrize };
  });

  useEffect(() => {
    const socket = openSocket({
      invitationId,
      token: () => latest.current.token(),
      since: driver.lastSeq,
      onStatus: (status: GuestbookSocketStatus) => {
        if (status === 'closed') setLost(true);
        if (status === 'open') setLost(false);
      },
      onMessage: (message) => {
        if (message.type === 'ready') {
          setRefusal(null);
          latest.current.onReady?.();
        } else if (message.type === 'refused') {
          setRefusal(message.message);
        } else if (message.type === 'check-in') {
          driver.heard(message.check_in);
        } else if (message.type === 'door-prize') {
          latest.current.onDoorPrize?.(message.draw);
        }
      },
    });
    return socket.close;
  }, [invitationId, openSocket, driver]);

  return { lost, refusal, queue: queue ?? driver.queue() };
}
