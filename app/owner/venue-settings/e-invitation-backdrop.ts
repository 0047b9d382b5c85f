import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { E_CARD } from './e-invitation-card-layout';
import { drawCover, H, W, type CardArt, type Ctx } from './e-invitation-canvas';

/**
 * The card's backdrop: the theme's illustration across the top, fading out over its last part, then
 * the theme's background and pattern laid beneath it (so the pattern runs on under the fade).
 */
export function drawCardBackdrop(ctx: Ctx, colours: ThemeTokens['colors'], art: CardArt) {
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
}
