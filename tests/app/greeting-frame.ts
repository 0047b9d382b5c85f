import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { GREETING_READY_TYPE } from '../../engine/chrome/greeting-messages';

/**
 * A greeting-screen frame in jsdom, which runs none of the frame's page: what the embedding page
 * posts to it is kept in `posted`, and `listens()` tells the page the frame listens, as the frame's
 * page does (from the frame's window, on the page's own origin).
 */
export function fakeGreetingFrame(frame: HTMLIFrameElement) {
  const posted: unknown[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  const listens = () =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: GREETING_READY_TYPE },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
  return { posted, listens };
}
