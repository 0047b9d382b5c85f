import { FONT_FAMILIES } from '../../../engine/tokens/font-families';
import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { GUEST_GREETING, QR_CAPTION, type EInvitationCardData } from './e-invitation-card-data';
import { E_CARD, namesSize } from './e-invitation-card-layout';

/** The theme's pictures the card shows, loaded: its illustration, its background pattern, its divider. */
export type CardArt = { illustration?: CanvasImageSource; pattern?: CanvasImageSource; divider?: CanvasImageSource };

type Ctx = CanvasRenderingContext2D;
type Role = keyof ThemeTokens['fonts'];

const { width: W, height: H } = E_CARD;

/** A colour with `alpha`, from any colour the canvas reads (the theme's tokens are CSS colours). */
function withAlpha(ctx: Ctx, colour: string, alpha: number): string {
  ctx.fillStyle = '#000000';
  ctx.fillStyle = colour;
  const normal = String(ctx.fillStyle);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(normal);
  if (hex)
    return `rgba(${hex
      .slice(1)
      .map((part) => parseInt(part, 16))
      .join(', ')}, ${alpha})`;
  const rgba = /^rgba?\(([^,]+),([^,]+),([^,)]+)/.exec(normal);
  return rgba ? `rgba(${rgba[1]}, ${rgba[2]}, ${rgba[3]}, ${alpha})` : normal;
}

/** `text` in lines no wider than `width`, at most `max` of them (the last cut with '…'). */
export function wrapLines(ctx: Ctx, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1]} ${lines.slice(max).join(' ')}`;
  while (last.length > 1 && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1).trimEnd();
  kept[max - 1] = `${last}…`;
  return kept;
}

/** `image` covering the box (cropped, not stretched), its focus `focusY` of the way down. */
function drawCover(ctx: Ctx, image: CanvasImageSource, x: number, y: number, w: number, h: number, focusY: number) {
  const { width: iw, height: ih } = image as { width: number; height: number };
  if (!iw || !ih) return;
  const scale = Math.max(w / iw, h / ih);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(image, (iw - sw) / 2, (ih - sh) * focusY, sw, sh, x, y, w, h);
}

function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** One block of centred text: its lines, font and colour, and the space it takes. */
type Block = { lines: string[]; font: string; colour: string; size: number; spacing?: number; gapAfter: number };

/**
 * Draws one guest's e-invitation (E_CARD's layout) on a W × H canvas context: the theme's background
 * and pattern, its illustration fading into the page, a thin frame, the opening title, the couple in
 * the script face, the main event, the divider, "Kepada Yth." and the guest, and the guest's QR code
 * (`qr`, drawn black on white as the guest's page draws it) on a white square with the caption under it.
 */
export function drawEInvitation(
  ctx: Ctx,
  data: EInvitationCardData,
  tokens: ThemeTokens,
  art: CardArt,
  qr: CanvasImageSource,
) {
  const colours = tokens.colors;
  const family = (role: Role) => FONT_FAMILIES[tokens.fonts[role]];
  const font = (role: Role, size: number) => `${size}px ${family(role)}`;
  const textWidth = W - 2 * E_CARD.padding;

  ctx.save();
  ctx.clearRect(0, 0, W, H);
  // The illustration across the top, fading out over its last part, then the theme's background and
  // pattern laid beneath it (so the pattern runs on under the fade).
  if (art.illustration) {
    drawCover(ctx, art.illustration, 0, 0, W, E_CARD.art, 0.35);
    const fade = ctx.createLinearGradient(0, E_CARD.art - E_CARD.artFade, 0, E_CARD.art);
    fade.addColorStop(0, 'rgba(0, 0, 0, 0)');
    fade.addColorStop(1, 'rgba(0, 0, 0, 1)');
    ctx.globalCompositeOperation = 'destination-out';
    ctx.fillStyle = fade;
    ctx.fillRect(0, E_CARD.art - E_CARD.artFade, W, E_CARD.artFade + 1);
  }
  ctx.globalCompositeOperation = 'destination-over';
  if (art.pattern) {
    const pattern = ctx.createPattern(art.pattern, 'repeat');
    if (pattern) {
      const scale = E_CARD.patternScale;
      pattern.setTransform({ a: scale, b: 0, c: 0, d: scale, e: 0, f: 0 });
      ctx.fillStyle = pattern;
      ctx.fillRect(0, 0, W, H);
    }
  }
  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, W, H);
  ctx.globalCompositeOperation = 'source-over';

  // The frame.
  ctx.strokeStyle = withAlpha(ctx, colours.primary, 0.45);
  ctx.lineWidth = E_CARD.frameLine;
  const inset = E_CARD.frameInset;
  roundedRect(ctx, inset, inset, W - 2 * inset, H - 2 * inset, E_CARD.qrBox.radius);
  ctx.stroke();

  // The text, centred between textTop and textBottom.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const gap = E_CARD.gap;
  ctx.font = font('script', namesSize(data.couple));
  let namesPx = namesSize(data.couple);
  while (namesPx > E_CARD.namesMin && ctx.measureText(data.couple).width > textWidth) {
    namesPx -= 2;
    ctx.font = font('script', namesPx);
  }
  const blocks: Block[] = [
    {
      lines: [data.kicker.toUpperCase()],
      font: font('heading', E_CARD.kicker),
      colour: colours.secondary,
      size: E_CARD.kicker,
      spacing: E_CARD.kickerSpacing,
      gapAfter: gap.kicker,
    },
    {
      lines: [data.couple],
      font: font('script', namesPx),
      colour: colours.primary,
      size: namesPx,
      gapAfter: gap.names,
    },
  ];
  if (data.event) {
    ctx.font = font('body', E_CARD.eventLine);
    blocks.push(
      {
        lines: [data.event.label],
        font: font('heading', E_CARD.eventLabel),
        colour: colours.text,
        size: E_CARD.eventLabel,
        gapAfter: gap.event,
      },
      {
        lines: [data.event.when, ...wrapLines(ctx, data.event.venue, textWidth, 2)],
        font: font('body', E_CARD.eventLine),
        colour: colours.muted,
        size: E_CARD.eventLine,
        gapAfter: gap.divider,
      },
    );
  }
  const dividerAt = blocks.length;
  ctx.font = font('heading', E_CARD.guestName);
  blocks.push(
    {
      lines: [GUEST_GREETING],
      font: font('body', E_CARD.greeting),
      colour: colours.muted,
      size: E_CARD.greeting,
      gapAfter: gap.greeting,
    },
    {
      lines: wrapLines(ctx, data.guestName, textWidth, 2),
      font: font('heading', E_CARD.guestName),
      colour: colours.text,
      size: E_CARD.guestName,
      gapAfter: 0,
    },
  );
  const lineHeight = (block: Block) => block.size * E_CARD.lineHeight;
  const dividerHeight = E_CARD.divider.height + gap.divider;
  const total =
    blocks.reduce((sum, block) => sum + block.lines.length * lineHeight(block) + block.gapAfter, 0) + dividerHeight;
  let y = E_CARD.textTop + Math.max(0, (E_CARD.textBottom - E_CARD.textTop - total) / 2);
  blocks.forEach((block, index) => {
    if (index === dividerAt) {
      drawDivider(ctx, art.divider, y, colours.accent);
      y += dividerHeight;
    }
    ctx.font = block.font;
    ctx.fillStyle = block.colour;
    ctx.letterSpacing = block.spacing ? `${block.size * block.spacing}px` : '0px';
    for (const line of block.lines) {
      // The baseline sits about 0.8 of the line down, as a browser sets one line of text.
      ctx.fillText(line, W / 2, y + lineHeight(block) * 0.78);
      y += lineHeight(block);
    }
    y += block.gapAfter;
  });
  ctx.letterSpacing = '0px';

  // The QR code on its white square.
  const box = E_CARD.qrBox;
  const boxX = (W - box.size) / 2;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.12)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 6;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, boxX, box.top, box.size, box.size, box.radius);
  ctx.fill();
  ctx.restore();
  ctx.imageSmoothingEnabled = false;
  const qrAt = (box.size - E_CARD.qr) / 2;
  ctx.drawImage(qr, boxX + qrAt, box.top + qrAt, E_CARD.qr, E_CARD.qr);
  ctx.imageSmoothingEnabled = true;

  ctx.font = font('body', E_CARD.caption);
  ctx.fillStyle = colours.muted;
  ctx.fillText(QR_CAPTION, W / 2, H - E_CARD.captionBottom);
  ctx.restore();
}

/** The theme's divider, or a short rule in its accent colour when it has none. */
function drawDivider(ctx: Ctx, divider: CanvasImageSource | undefined, y: number, accent: string) {
  const { width, height } = E_CARD.divider;
  if (divider) {
    ctx.drawImage(divider, (W - width) / 2, y, width, height);
    return;
  }
  ctx.fillStyle = accent;
  ctx.fillRect((W - width / 2) / 2, y + height / 2 - 1, width / 2, 2);
}
