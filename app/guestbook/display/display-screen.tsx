import { Icon } from '../../../renderers/shared/icons';
import { GreetingLog } from './greeting-log';
import { useDisplayFrame } from './use-display-frame';
import { useDisplayGreetings, type DisplayGreetingsOptions } from './use-display-greetings';
import { useFullscreen } from './use-fullscreen';
import { useIdle } from './use-idle';
import { useScreenReport, type SendScreenReport } from './use-screen-report';
import { useWakeLock } from './use-wake-lock';

/** The display's own words. */
export const DISPLAY_TEXT = {
  frame: 'Layar sapaan',
  fullscreen: 'Layar penuh',
  reconnecting: 'Terputus, menyambung ulang…',
  refused: (message: string) => `Layar sapaan berhenti: ${message}`,
  reload: 'Muat ulang',
} as const;

/** The greetings' options but the frame's, which the screen gives; and the invitation's address. */
type Props = Omit<DisplayGreetingsOptions, 'frameReady' | 'post'> & { slug: string; sendReport?: SendScreenReport };

/**
 * The hall's screen: the greeting-screen frame (`/<slug>/screen`) over the whole window, greeting
 * every check-in as it comes; a 'Layar penuh' button until the page is in full screen and the 'Log'
 * of greeted and skipped guests; the pointer and the buttons hide while nobody moves the mouse; a
 * small dot in the corner only while the connection is lost. It reports its queue to the server
 * (useScreenReport) for the owner's dashboard.
 */
export function DisplayScreen({ slug, sendReport, ...greetings }: Props) {
  const { frame, frameReady, post } = useDisplayFrame();
  const { lost, refusal, queue } = useDisplayGreetings({ ...greetings, frameReady, post });
  useScreenReport(greetings.invitationId, queue, sendReport);
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
          <Icon size={22}>
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeWidth={2} strokeLinejoin="miter" />
          </Icon>
          {DISPLAY_TEXT.fullscreen}
        </button>
      ) : null}
      <GreetingLog queue={queue} />
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
