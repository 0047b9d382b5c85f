import { DOOR_CODE_FONT, doorCodeLabel } from '../../../engine/guestbook/door-code';
import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { QR_CAPTION } from './e-invitation-card-data';
import { E_CARD } from './e-invitation-card-layout';
import { cardFont, H, roundedRect, W, type Ctx } from './e-invitation-canvas';

/**
 * The guest's QR code (`qr`, drawn black on white as the guest's page draws it, its pixels kept
 * sharp) on a white box with a soft shadow, the guest's door code (of `guestId`) under the code in
 * the box, and the caption under the box.
 */
export function drawCardQrBox(ctx: Ctx, qr: CanvasImageSource, tokens: ThemeTokens, guestId: string) {
  const box = E_CARD.qrBox;
  const boxX = (W - box.size) / 2;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.12)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 6;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, boxX, box.top, box.size, box.height, box.radius);
  ctx.fill();
  ctx.restore();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, (W - E_CARD.qr) / 2, box.top + E_CARD.qrTop, E_CARD.qr, E_CARD.qr);
  ctx.imageSmoothingEnabled = true;

  ctx.font = `700 ${E_CARD.doorCode}px ${DOOR_CODE_FONT}`;
  ctx.fillStyle = '#000000';
  ctx.fillText(doorCodeLabel(guestId), W / 2, box.top + E_CARD.doorCodeBaseline);

  ctx.font = cardFont(tokens)('body', E_CARD.caption);
  ctx.fillStyle = tokens.colors.muted;
  ctx.fillText(QR_CAPTION, W / 2, H - E_CARD.captionBottom);
}
