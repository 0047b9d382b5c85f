import { useCallback, useEffect, useRef, useState } from 'react';
import { isGreetingReady } from '../../../engine/chrome/greeting-messages';
import type { GuestbookSettings } from '../../../schemas/requests/guestbook';
import type { openGuestbookSocket } from '../../api/guestbook-socket';
import { useDisplayGreetings } from './use-display-greetings';
import { useFullscreen } from './use-fullscreen';
import { useIdle } from './use-idle';
import { useWakeLock } from './use-wake-lock';

/** The display's own words. */
export const DISPLAY_TEXT = {
  frame: 'Layar sapaan',
  fullscreen: 'Layar penuh',
  reconnecting: 'Terputus, menyambung ulang…',
  refused: (message: string) => `Layar sapaan berhenti: ${message}`,
  reload: 'Muat ulang',
} as const;

type Props = {
  invitationId: string;
  slug: string;
  settings: GuestbookSettings;
  /** The seq to greet after (what the device remembers, else the venue's latest). */
  startSeq: number;
  token: () => Promise<string | null>;
  onReady?: () => void;
  openSocket?: typeof openGuestbookSocket;
};

/**
 * The hall's screen: the greeting-screen frame (`/<slug>/screen`) over the whole window, greeting
 * every check-in as it comes; a 'Layar penuh' button until the page is in full screen; the pointer
 * and the button hide while nobody moves the mouse; a small dot in the corner only while the
 * connection is lost.
 */
export function DisplayScreen({ invitationId, slug, settings, startSeq, token, onReady, openSocket }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameReady, setFrameReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isGreetingReady(event.data)) setFrameReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const post = useCallback((message: unknown) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);
  const { lost, refusal } = useDisplayGreetings({
    invitationId,
    startSeq,
    settings,
    frameReady,
    post,
    token,
    onReady,
    openSocket,
  });
  const { fullscreen, enter, supported } = useFullscreen();
  const idle = useIdle();
  useWakeLock();

  return (
    <div className={`greeting-display${idle ? ' greeting-display--idle' : ''}`}>
      <iframe
        ref={frame}
        className="greeting-display__frame"
        title={DISPLAY_TEXT.frame}
        src={`/${encodeURIComponent(slug)}/screen`}
      />
      {!fullscreen && supported ? (
        <button type="button" className="greeting-display__fullscreen" onClick={enter}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {DISPLAY_TEXT.fullscreen}
        </button>
      ) : null}
      {lost && !refusal ? (
        <p className="greeting-display__connection" role="status">
          <span className="greeting-display__dot" aria-hidden="true" />
          {DISPLAY_TEXT.reconnecting}
        </p>
      ) : null}
      {refusal ? (
        <div className="greeting-display__refusal" role="alert">
          <p>{DISPLAY_TEXT.refused(refusal)}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {DISPLAY_TEXT.reload}
          </button>
        </div>
      ) : null}
    </div>
  );
}
