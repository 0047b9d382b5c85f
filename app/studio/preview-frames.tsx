import { useEffect, useRef } from 'react';
import {
  STUDIO_PREVIEW_READY,
  studioPreviewMessage,
  type StudioPreviewMessage,
} from '../../engine/preview/studio-preview-messages';

/**
 * The frames: the cover and the page once opened, on a phone and on a laptop, each drawn at its real
 * size and shown at a scale (the phone's two side by side, the laptop's beside them one above the other).
 */
const FRAMES = [
  { name: 'phone-cover', label: '390 px · cover', width: 390, height: 844, view: 'cover', scale: 0.45 },
  {
    name: 'phone-page',
    label: '390 px · opened (scroll it)',
    width: 390,
    height: 844,
    view: 'page',
    scale: 0.45,
  },
  { name: 'laptop-cover', label: '1280 px · cover', width: 1280, height: 800, view: 'cover', scale: 0.3 },
  {
    name: 'laptop-page',
    label: '1280 px · opened (scroll it)',
    width: 1280,
    height: 800,
    view: 'page',
    scale: 0.3,
  },
] as const;

/**
 * The demo invitation in the edited manifest (app/guest/pages/studio-preview-page.tsx), in one frame
 * per view: each is told the manifest when it says it listens, and again on every change.
 */
export function PreviewFrames({ message }: { message: StudioPreviewMessage | undefined }) {
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  const latest = useRef(message);
  useEffect(() => {
    const onReady = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== STUDIO_PREVIEW_READY) return;
      const frame = [...frames.current.values()].find((element) => element.contentWindow === event.source);
      if (frame && latest.current)
        frame.contentWindow?.postMessage(studioPreviewMessage(latest.current), window.location.origin);
    };
    window.addEventListener('message', onReady);
    return () => window.removeEventListener('message', onReady);
  }, []);
  useEffect(() => {
    latest.current = message;
    if (!message) return;
    for (const frame of frames.current.values()) {
      frame.contentWindow?.postMessage(studioPreviewMessage(message), window.location.origin);
    }
  }, [message]);
  return (
    <div className="studio-frames">
      {FRAMES.map((frame) => (
        <figure key={frame.name} className={`studio-frame studio-frame--${frame.name}`}>
          <figcaption>{frame.label}</figcaption>
          <div
            style={{ width: frame.width * frame.scale, height: frame.height * frame.scale }}
            className="studio-frame__box"
          >
            <iframe
              ref={(element) => {
                if (element) frames.current.set(frame.name, element);
                else frames.current.delete(frame.name);
              }}
              title={`Preview ${frame.label}`}
              data-frame={frame.name}
              src={`/studio/preview?view=${frame.view}`}
              width={frame.width}
              height={frame.height}
              style={{ transform: `scale(${frame.scale})` }}
            />
          </div>
        </figure>
      ))}
    </div>
  );
}
