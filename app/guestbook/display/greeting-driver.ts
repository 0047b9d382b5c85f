import { GREETING_NAMES_PER_LAYOUT } from '../../../engine/chrome/greeting-capacity';
import { greetingMessage, type Greeting } from '../../../engine/chrome/greeting-messages';
import {
  enqueue,
  greetingQueue,
  step,
  type GreetingQueue,
  type HeardCheckIn,
} from '../../../engine/guestbook/greeting-queue';
import {
  GREETING_MAX_AGE_SECONDS,
  VIP_GREETING_DEFAULT,
  type GuestbookSettings,
} from '../../../schemas/requests/guestbook';
import { greetedSeq } from './greeting-seq';

export type DriverConfig = {
  /** The greeting screen's settings, as they are now (read at each greeting). */
  settings: GuestbookSettings;
  /** Whether the frame listens: greetings wait until it does. */
  frameReady: boolean;
  /** Posts a message to the frame. */
  post: (message: ReturnType<typeof greetingMessage<Greeting>>) => void;
};

/** The frame's greeting for what the queue shows: the names, their tables when the settings show them, a VIP's words. */
function greetingOf(shown: NonNullable<ReturnType<typeof step>['greet']>, settings: GuestbookSettings): Greeting {
  return {
    guests: shown.checkIns.map((checkIn) => ({
      name: checkIn.guest_name,
      table: settings.show_table ? checkIn.table_name : null,
      vip: checkIn.vip,
    })),
    welcome: shown.vip ? settings.vip_greeting?.trim() || VIP_GREETING_DEFAULT : null,
    seconds: shown.seconds,
    layout: settings.screen_layout,
  };
}

/**
 * The greeting queue (engine/guestbook/greeting-queue.ts) run in time: each step shows what the queue
 * says (a message to the frame, the seq remembered on the device) and sets a timer for the next
 * step; `changed` hears the queue after every step (the log, the report). Greetings wait until the
 * frame listens.
 */
export function greetingDriver(invitationId: string, startSeq: number, changed: (queue: GreetingQueue) => void) {
  let queue: GreetingQueue = greetingQueue(startSeq);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let config: DriverConfig | null = null;

  function pump() {
    clearTimeout(timer);
    if (!config?.frameReady) return;
    const { settings, post } = config;
    const result = step(queue, Date.now(), {
      seconds: settings.greeting_seconds,
      maxAgeSeconds: settings.greeting_max_age_seconds ?? GREETING_MAX_AGE_SECONDS.default,
      capacity: GREETING_NAMES_PER_LAYOUT[settings.screen_layout],
    });
    const before = queue;
    queue = result.queue;
    if (result.greet) post(greetingMessage(greetingOf(result.greet, settings)));
    if (queue.lastSeq !== before.lastSeq) greetedSeq.save(invitationId, queue.lastSeq);
    if (queue !== before) changed(queue);
    if (result.nextAt !== null) timer = setTimeout(pump, Math.max(0, result.nextAt - Date.now()));
  }

  return {
    configure(next: DriverConfig) {
      config = next;
      pump();
    },
    heard(checkIn: HeardCheckIn) {
      const before = queue;
      queue = enqueue(queue, checkIn, Date.now());
      if (queue !== before) changed(queue);
      pump();
    },
    lastSeq: () => queue.lastSeq,
    queue: () => queue,
    stop: () => clearTimeout(timer),
  };
}
