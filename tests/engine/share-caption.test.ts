import { describe, expect, it } from 'vitest';
import {
  ANY_GUEST,
  DEFAULT_SHARE_CAPTION,
  fillShareCaption,
  whatsAppShareUrl,
} from '../../engine/format/share-caption';

const link = 'https://undangan.id/rina-dan-dimas';

describe('fillShareCaption', () => {
  it("fills every {nama} and {link} of the owner's caption", () => {
    const text = fillShareCaption('Halo {nama}! Buka {link} ya, {nama}.', { guestName: 'Budi', link });
    expect(text).toBe(`Halo Budi! Buka ${link} ya, Budi.`);
  });

  it('names any guest politely when the caption goes to no one in particular', () => {
    expect(fillShareCaption('Kepada {nama}: {link}', { link })).toBe(`Kepada ${ANY_GUEST}: ${link}`);
    expect(fillShareCaption('Kepada {nama}: {link}', { guestName: '  ', link })).toBe(`Kepada ${ANY_GUEST}: ${link}`);
  });

  it('uses the Indonesian default caption when the owner wrote none', () => {
    for (const caption of [undefined, null, '', '  \n ']) {
      const text = fillShareCaption(caption, { guestName: 'Budi', link });
      expect(text).toContain('Budi');
      expect(text).toContain(link);
      expect(text).not.toMatch(/\{nama\}|\{link\}/);
      expect(text.split('\n')[0]).toBe(DEFAULT_SHARE_CAPTION.split('\n')[0]);
    }
  });

  it('adds the link at the end of a caption that has no {link}', () => {
    expect(fillShareCaption('Datang ya, {nama}!\n', { guestName: 'Sari', link })).toBe(`Datang ya, Sari!\n\n${link}`);
  });

  it('leaves a name that reads like a placeholder as written', () => {
    expect(fillShareCaption('{nama} - {link}', { guestName: '{link}', link })).toBe(`{link} - ${link}`);
  });
});

describe('whatsAppShareUrl', () => {
  it("puts the whole text, line breaks and all, into wa.me's text parameter", () => {
    const url = new URL(whatsAppShareUrl(`Halo & selamat\n${link}`));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`Halo & selamat\n${link}`);
  });
});
