import { useEffect, useRef, useState } from 'react';
import { greetingMessage, isGreetingReady } from '../../../engine/chrome/greeting-messages';
import type { GuestbookSettings } from '../../../schemas/requests/guestbook';
import { Button } from '../../ui/button';

/** The screen the frame is drawn for: a television's 1920 x 1080, scaled down to the preview's width. */
const SCREEN = { width: 1920, height: 1080 } as const;
/** The guest 'Coba sapaan' welcomes. */
export const SAMPLE_GUEST = { name: 'Bapak Budi Santoso', table: '3' } as const;

/**
 * The greeting screen as the hall will see it: the frame (`/<slug>/screen`) at a television's size,
 * scaled to fit, and 'Coba sapaan', which welcomes a sample guest with the form's settings (saved or
 * not). Changing the layout or the table switch shows the sample again.
 */
export function ScreenPreview({ slug, settings }: { slug: string; settings: GuestbookSettings }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(element.clientWidth / SCREEN.width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isGreetingReady(event.data)) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const greet = () =>
    frame.current?.contentWindow?.postMessage(
      greetingMessage({
        guestName: SAMPLE_GUEST.name,
        table: settings.show_table ? SAMPLE_GUEST.table : null,
        seconds: settings.greeting_seconds,
        layout: settings.screen_layout,
      }),
      window.location.origin,
    );
  // A new layout or table switch is shown at once (not on the first load: the screen waits then).
  const shown = useRef({ layout: settings.screen_layout, table: settings.show_table });
  useEffect(() => {
    const before = shown.current;
    shown.current = { layout: settings.screen_layout, table: settings.show_table };
    if (ready && (before.layout !== settings.screen_layout || before.table !== settings.show_table)) greet();
  });

  return (
    <figure className="screen-preview">
      <div className="screen-preview__screen" ref={box}>
        <iframe
          ref={frame}
          className="screen-preview__frame"
          title="Pratinjau layar sapaan"
          src={`/${encodeURIComponent(slug)}/screen`}
          width={SCREEN.width}
          height={SCREEN.height}
          tabIndex={-1}
          style={{ transform: `scale(${scale})`, visibility: scale ? 'visible' : 'hidden' }}
        />
      </div>
      <figcaption className="screen-preview__caption">
        <span>Pratinjau layar TV (16:9)</span>
        <Button variant="secondary" onClick={greet} disabled={!ready}>
          Coba sapaan
        </Button>
      </figcaption>
    </figure>
  );
}
