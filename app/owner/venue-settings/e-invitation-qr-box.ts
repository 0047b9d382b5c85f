import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { QR_CAPTION } from './e-invitation-card-data';
import { E_CARD } from './e-invitation-card-layout';
import { cardFont, H, roundedRect, W, type Ctx } from './e-invitation-canvas';

/**
 * The guest's QR code (`qr`, drawn black on white as the guest's page draws it, its pixels kept
 * sharp) on a white square with a soft shadow, and the caption under it.
 */
export function drawCardQrBox(ctx: Ctx, qr: CanvasImageSource, tokens: ThemeTokens) {
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

  ctx.font = cardFont(tokens)('body', E_CARD.caption);
  ctx.fillStyle = tokens.colors.muted;
  ctx.fillText(QR_CAPTION, W / 2, H - E_CARD.captionBottom);
}
