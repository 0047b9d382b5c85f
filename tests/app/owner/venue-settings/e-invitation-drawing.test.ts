import { describe, expect, it } from 'vitest';
import { eInvitationCardData, eInvitationFileName } from '../../../../app/owner/venue-settings/e-invitation-card-data';
import { E_CARD } from '../../../../app/owner/venue-settings/e-invitation-card-layout';
import { drawEInvitation, wrapLines } from '../../../../app/owner/venue-settings/e-invitation-drawing';
import { doorCodeLabel } from '../../../../engine/guestbook/door-code';
import { loadManifest } from '../../../../renderers/themes/load-theme';
import { content } from './e-invitation-harness';

type Text = { text: string; font: string; fillStyle: unknown; x: number; y: number };
type Image = { image: unknown; rect: number[] };

/**
 * A 2D context that records what is drawn: each text with its font and colour, each image with where
 * it went. A face measures half its size a letter.
 */
function recordingContext() {
  const texts: Text[] = [];
  const images: Image[] = [];
  const size = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
  const ctx = {
    font: '10px sans-serif',
    fillStyle: '#000000' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    letterSpacing: '0px',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    globalCompositeOperation: 'source-over',
    imageSmoothingEnabled: true,
    shadowColor: '',
    shadowBlur: 0,
    shadowOffsetY: 0,
    save() {},
    restore() {},
    clearRect() {},
    fillRect() {},
    beginPath() {},
    roundRect() {},
    stroke() {},
    fill() {},
    createLinearGradient: () => ({ addColorStop() {} }),
    createPattern: () => ({ setTransform() {} }),
    measureText(text: string) {
      return { width: text.length * size(ctx.font) * 0.5 };
    },
    fillText(text: string, x: number, y: number) {
      texts.push({ text, font: ctx.font, fillStyle: ctx.fillStyle, x, y });
    },
    drawImage(image: unknown, ...rect: number[]) {
      images.push({ image, rect });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts, images };
}

const qr = { width: 290, height: 290, qr: true } as unknown as HTMLCanvasElement;

describe("the e-invitation's image", () => {
  it('draws the couple, the main event in its zone, the guest and their QR code in the theme', async () => {
    const theme = (await loadManifest('midnight-deco'))!;
    const data = eInvitationCardData(content, theme, { id: 'g-7', name: 'Ibu Ratna Sari' });
    const { ctx, texts, images } = recordingContext();
    drawEInvitation(ctx, data, theme.tokens, {}, qr);

    expect(texts.map((t) => t.text)).toEqual([
      'THE WEDDING OF',
      'Raka & Ayu',
      'Resepsi',
      'Sabtu, 12 Juni 2027 · 13.00 – 16.00 WITA',
      'Gedung Sasana Kriya',
      'Kepada Yth.',
      'Ibu Ratna Sari',
      doorCodeLabel('g-7'),
      'Tunjukkan QR code ini kepada penerima tamu',
    ]);
    const byText = (text: string) => texts.find((t) => t.text === text)!;
    // The door code, in the white box under the QR code, for the usher to type.
    expect(doorCodeLabel('g-7')).toMatch(/^Kode: [0-9A-Z]{3}-[0-9A-Z]{3}$/);
    expect(byText(doorCodeLabel('g-7')).fillStyle).toBe('#000000');
    expect(byText(doorCodeLabel('g-7')).y).toBeGreaterThan(E_CARD.qrBox.top + E_CARD.qrTop + E_CARD.qr);
    expect(byText(doorCodeLabel('g-7')).y).toBeLessThan(E_CARD.qrBox.top + E_CARD.qrBox.height);
    expect(byText('Raka & Ayu').font).toBe("96px 'Great Vibes', cursive");
    expect(byText('Raka & Ayu').fillStyle).toBe(theme.tokens.colors.primary);
    expect(byText('Ibu Ratna Sari').font).toBe("48px 'Cinzel', Georgia, serif");
    // Centred, top to bottom, the text above the QR code's square.
    expect(texts.every((t) => t.x === E_CARD.width / 2)).toBe(true);
    const ys = texts.map((t) => t.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(byText('Ibu Ratna Sari').y).toBeLessThan(E_CARD.qrBox.top);

    // The QR code, unscaled by smoothing, centred at the top of its white box.
    expect(images).toEqual([
      {
        image: qr,
        rect: [(E_CARD.width - E_CARD.qr) / 2, E_CARD.qrBox.top + E_CARD.qrTop, E_CARD.qr, E_CARD.qr],
      },
    ]);
  });

  it("shrinks long names to fit and cuts a guest's name past two lines", async () => {
    const theme = (await loadManifest('floral-whimsy'))!;
    const long = {
      ...content,
      couple: {
        groom: { ...content.couple.groom!, person_nickname: 'Muhammad Rizky Ramadhan' },
        bride: { ...content.couple.bride!, person_nickname: 'Anastasya Putri Maharani' },
      },
    };
    const name = 'Keluarga Besar Bapak Haji Abdul Rahman Wahid Beserta Istri dan Putra Putri Tercinta';
    const { ctx, texts } = recordingContext();
    drawEInvitation(ctx, eInvitationCardData(long, theme, { id: 'g-1', name }), theme.tokens, {}, qr);
    const couple = texts.find((t) => t.text.includes('&'))!;
    const coupleSize = Number(/^(\d+)px/.exec(couple.font)![1]);
    expect(coupleSize).toBeLessThan(E_CARD.names);
    expect(coupleSize).toBeGreaterThanOrEqual(E_CARD.namesMin);

    const guestLines = texts.filter((t) => t.font.startsWith(`${E_CARD.guestName}px`));
    expect(guestLines).toHaveLength(2);
    expect(guestLines[1]!.text.endsWith('…')).toBe(true);
    for (const line of guestLines)
      expect(line.text.length * E_CARD.guestName * 0.5).toBeLessThanOrEqual(E_CARD.width - 2 * E_CARD.padding);
  });

  it('leaves the event out when there is none, and names the file after the guest', async () => {
    const theme = (await loadManifest('floral-whimsy'))!;
    const { ctx, texts } = recordingContext();
    drawEInvitation(
      ctx,
      eInvitationCardData({ ...content, events: [] }, theme, { id: 'g-1', name: 'Budi' }),
      theme.tokens,
      {},
      qr,
    );
    expect(texts.map((t) => t.text)).toEqual([
      'THE WEDDING OF',
      'Raka & Ayu',
      'Kepada Yth.',
      'Budi',
      doorCodeLabel('g-1'),
      'Tunjukkan QR code ini kepada penerima tamu',
    ]);
    expect(eInvitationFileName('Ibu Ratna Sari')).toBe('e-undangan-ibu-ratna-sari.png');
  });

  it('wraps words into lines no wider than asked', () => {
    const { ctx } = recordingContext();
    ctx.font = '10px serif';
    expect(wrapLines(ctx, 'satu dua tiga empat', 45, 3)).toEqual(['satu dua', 'tiga', 'empat']);
    expect(wrapLines(ctx, 'satu dua tiga empat', 45, 2)).toEqual(['satu dua', 'tiga emp…']);
  });
});
