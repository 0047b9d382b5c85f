import { describe, expect, it } from 'vitest';
import { previewFromQuery } from '../../engine/chrome/preview-query';
import { parsePreviewMessage } from '../../engine/preview/preview-messages';

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

  it('passes on the editor draft only as an object', () => {
    const draft = { stories: [] };
    expect(parsePreviewMessage({ type: 'invitation:preview', draft })).toEqual({ draft });
    expect(parsePreviewMessage({ type: 'invitation:preview', draft: 'x' })).toEqual({});
  });

  it('reads is_preview and active_section from the address', () => {
    expect(previewFromQuery('?is_preview=true&active_section=rsvp')).toEqual({
      isPreview: true,
      activeSection: 'rsvp',
    });
    expect(previewFromQuery('?active_section=bogus')).toEqual({ isPreview: false, activeSection: undefined });
  });
});
