import { FONT_FAMILIES } from '../../../engine/tokens/font-families';
import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { E_CARD } from './e-invitation-card-layout';

/*
 * The canvas helpers an e-invitation is drawn with (e-invitation-drawing.ts and its parts).
 */

export type Ctx = CanvasRenderingContext2D;

/** The theme's pictures the card shows, loaded: its illustration, its background pattern, its divider. */
export type CardArt = { illustration?: CanvasImageSource; pattern?: CanvasImageSource; divider?: CanvasImageSource };
type Role = keyof ThemeTokens['fonts'];

export const { width: W, height: H } = E_CARD;

/** The canvas font of a theme's `role` (heading, body, script) at `size` pixels. */
export const cardFont =
  (tokens: ThemeTokens) =>
  (role: Role, size: number): string =>
    `${size}px ${FONT_FAMILIES[tokens.fonts[role]]}`;

/** A colour with `alpha`, from any colour the canvas reads (the theme's tokens are CSS colours). */
export function withAlpha(ctx: Ctx, colour: string, alpha: number): string {
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
export function drawCover(
  ctx: Ctx,
  image: CanvasImageSource,
  x: number,
  y: number,
  w: number,
  h: number,
  focusY: number,
) {
  const { width: iw, height: ih } = image as { width: number; height: number };
  if (!iw || !ih) return;
  const scale = Math.max(w / iw, h / ih);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(image, (iw - sw) / 2, (ih - sh) * focusY, sw, sh, x, y, w, h);
}

export function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
