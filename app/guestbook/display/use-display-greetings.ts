import { useEffect, useRef, useState } from 'react';
import { greetingMessage, type Greeting } from '../../../engine/chrome/greeting-messages';
import { enqueue, greetingQueue, step, type GreetingQueue } from '../../../engine/guestbook/greeting-queue';
import type { GuestbookSettings } from '../../../schemas/requests/guestbook';
import { openGuestbookSocket, type GuestbookSocketStatus } from '../../api/guestbook-socket';
import { greetedSeq } from './greeting-seq';

export type DisplayGreetingsOptions = {
  invitationId: string;
  /** The seq to greet after: the one this device remembers, else the venue's latest at opening. */
  startSeq: number;
  /** The greeting screen's settings, as they are now (read at each greeting). */
  settings: GuestbookSettings;
  /** Whether the frame listens: greetings wait until it does. */
  frameReady: boolean;
  /** Posts a message to the frame. */
  post: (message: ReturnType<typeof greetingMessage>) => void;
  /** The bearer token to greet the socket with, asked at every (re)connection. */
  token: () => Promise<string | null>;
  /** Called whenever the socket is (again) ready: a chance to read the venue's settings again. */
  onReady?: () => void;
  openSocket?: typeof openGuestbookSocket;
};

/**
 * The hall display's greetings: every check-in the guestbook's socket brings goes through the greeting
 * queue (engine/guestbook/greeting-queue.ts) to the frame, each once and in order, with the settings'
 * seconds, layout and table; the last greeted seq is remembered on the device and is what the socket
 * asks to catch up from. Answers whether the connection is lost (the socket reconnects by itself)
 * and, when the server refused it, why.
 */
export function useDisplayGreetings({
  invitationId,
  startSeq,
  settings,
  frameReady,
  post,
  token,
  onReady,
  openSocket = openGuestbookSocket,
}: DisplayGreetingsOptions) {
  const [lost, setLost] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [driver] = useState(() => greetingDriver(invitationId, startSeq));
  useEffect(() => driver.configure({ settings, frameReady, post }), [driver, settings, frameReady, post]);
  useEffect(() => driver.stop, [driver]);
  // What the socket asks when it (re)connects, as the page gives it now.
  const latest = useRef({ token, onReady });
  useEffect(() => {
    latest.current = { token, onReady };
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
        }
      },
    });
    return socket.close;
  }, [invitationId, openSocket, driver]);

  return { lost, refusal };
}

type DriverConfig = Pick<DisplayGreetingsOptions, 'settings' | 'frameReady' | 'post'>;

/**
 * The queue run in time: each step greets whom the queue says (a message to the frame, the seq
 * remembered) and sets a timer for the next step. Greetings wait until the frame listens.
 */
function greetingDriver(invitationId: string, startSeq: number) {
  let queue: GreetingQueue = greetingQueue(startSeq);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let config: DriverConfig | null = null;

  function pump() {
    clearTimeout(timer);
    if (!config?.frameReady) return;
    const { settings, post } = config;
    const result = step(queue, Date.now(), settings.greeting_seconds);
    queue = result.queue;
    if (result.greet) {
      const { checkIn, seconds } = result.greet;
      const greeting: Greeting = {
        guestName: checkIn.guest_name,
        table: settings.show_table ? checkIn.table_name : null,
        seconds,
        layout: settings.screen_layout,
      };
      post(greetingMessage(greeting));
      greetedSeq.save(invitationId, queue.lastSeq);
    }
    if (result.nextAt !== null) timer = setTimeout(pump, Math.max(0, result.nextAt - Date.now()));
  }

  return {
    configure(next: DriverConfig) {
      config = next;
      pump();
    },
    heard(checkIn: Parameters<typeof enqueue>[1]) {
      queue = enqueue(queue, checkIn);
      pump();
    },
    lastSeq: () => queue.lastSeq,
    stop: () => clearTimeout(timer),
  };
}
