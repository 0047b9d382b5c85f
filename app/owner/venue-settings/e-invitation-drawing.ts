import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { drawCardBackdrop } from './e-invitation-backdrop';
import type { EInvitationCardData } from './e-invitation-card-data';
import { E_CARD } from './e-invitation-card-layout';
import { H, roundedRect, W, withAlpha, type CardArt, type Ctx } from './e-invitation-canvas';
import { drawCardQrBox } from './e-invitation-qr-box';
import { drawCardText } from './e-invitation-text';

export type { CardArt };
/** How the card's longer words (the venue, the guest's name) are cut into lines. */
export { wrapLines } from './e-invitation-canvas';

/**
 * Draws one guest's e-invitation (E_CARD's layout) on a W × H canvas context: the theme's background
 * and pattern, its illustration fading into the page, a thin frame, the opening title, the couple in
 * the script face, the main event, the divider, "Kepada Yth." and the guest, and the guest's QR code
 * (`qr`, drawn black on white as the guest's page draws it) with their door code on a white box, the
 * caption under it.
 */
export function drawEInvitation(
  ctx: Ctx,
  data: EInvitationCardData,
  tokens: ThemeTokens,
  art: CardArt,
  qr: CanvasImageSource,
) {
  ctx.save();
  ctx.clearRect(0, 0, W, H);
  drawCardBackdrop(ctx, tokens.colors, art);
  drawCardFrame(ctx, tokens.colors.primary);
  drawCardText(ctx, data, tokens, art.divider);
  drawCardQrBox(ctx, qr, tokens, data.qrValue);
  ctx.restore();
}

/** A thin frame inset from the card's edge, in the theme's primary colour. */
function drawCardFrame(ctx: Ctx, primary: string) {
  ctx.strokeStyle = withAlpha(ctx, primary, 0.45);
  ctx.lineWidth = E_CARD.frameLine;
  const inset = E_CARD.frameInset;
  roundedRect(ctx, inset, inset, W - 2 * inset, H - 2 * inset, E_CARD.qrBox.radius);
  ctx.stroke();
}
