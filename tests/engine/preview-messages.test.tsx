// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parsePreviewMessage,
  previewFromQuery,
  usePreviewMessages,
  type PreviewMessage,
} from '../../engine/chrome/preview-messages';

afterEach(cleanup);

describe('preview messages', () => {
  it('reads only well-formed preview messages', () => {
    expect(parsePreviewMessage({ type: 'invitation:preview', activeSection: 'gift', coverShown: false })).toEqual({
      activeSection: 'gift',
      coverShown: false,
    });
    expect(parsePreviewMessage({ type: 'invitation:preview', activeSection: 'nope' })).toEqual({});
    expect(parsePreviewMessage({ type: 'other', activeSection: 'gift' })).toBeNull();
    expect(parsePreviewMessage('invitation:preview')).toBeNull();
  });

  it('reads is_preview and active_section from the address', () => {
    expect(previewFromQuery('?is_preview=true&active_section=rsvp')).toEqual({
      isPreview: true,
      activeSection: 'rsvp',
    });
    expect(previewFromQuery('?active_section=bogus')).toEqual({ isPreview: false, activeSection: undefined });
  });

  function Listener({ enabled, onMessage }: { enabled: boolean; onMessage: (m: PreviewMessage) => void }) {
    usePreviewMessages(enabled, onMessage);
    return null;
  }

  const post = (data: unknown, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('obeys messages from its own origin in preview mode only', () => {
    const onMessage = vi.fn();
    const { rerender } = render(<Listener enabled onMessage={onMessage} />);
    post({ type: 'invitation:preview', coverShown: true });
    post({ type: 'invitation:preview', coverShown: false }, 'https://elsewhere.example');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ coverShown: true });
    rerender(<Listener enabled={false} onMessage={onMessage} />);
    post({ type: 'invitation:preview', activeSection: 'gift' });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
