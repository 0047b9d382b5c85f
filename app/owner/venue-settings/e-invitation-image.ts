import { FONT_FAMILIES } from '../../../engine/tokens/font-families';
import { themeAssetUrl } from '../../../engine/tokens/theme-asset-url';
import { loadThemeFonts } from '../../../renderers/themes/theme-fonts';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import type { EInvitationCardData } from './e-invitation-card-data';
import { E_CARD } from './e-invitation-card-layout';
import { drawEInvitation, type CardArt } from './e-invitation-drawing';

/** What the owner reads when the image could not be made. */
export const IMAGE_FAILED = 'Gambar gagal dibuat. Coba lagi.';

/** One of the theme's pictures, loaded and decoded; none when it has no such picture or it failed. */
async function loadPicture(theme: ThemeManifest, name: keyof NonNullable<ThemeManifest['tokens']['ornaments']>) {
  const path = theme.tokens.ornaments?.[name];
  const url = path && themeAssetUrl(theme.id)(path);
  if (!url) return undefined;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return undefined;
  }
}

/** The theme's faces the card writes in, loaded for the canvas (it draws with fallbacks otherwise). */
async function loadCardFonts(theme: ThemeManifest, data: EInvitationCardData) {
  await loadThemeFonts(theme, { waitForFaces: false });
  const text = [data.kicker.toUpperCase(), data.couple, data.guestName, data.event?.label, data.event?.when]
    .filter(Boolean)
    .join(' ');
  await Promise.all(
    Object.values(theme.tokens.fonts).map((id) =>
      document.fonts.load(`40px ${FONT_FAMILIES[id]}`, text).catch(() => []),
    ),
  );
}

/**
 * One guest's e-invitation as a PNG (1080 × 1350): the theme's fonts and pictures loaded, then the
 * card drawn from the same data as the page's card, with `qr`, the guest's QR code drawn by
 * qrcode.react's QRCodeCanvas.
 */
export async function eInvitationImage(
  data: EInvitationCardData,
  theme: ThemeManifest,
  qr: HTMLCanvasElement,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = E_CARD.width;
  canvas.height = E_CARD.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(IMAGE_FAILED);
  const [, illustration, pattern, divider] = await Promise.all([
    loadCardFonts(theme, data),
    loadPicture(theme, 'illustration').then((picture) => picture ?? loadPicture(theme, 'frame')),
    loadPicture(theme, 'pattern'),
    loadPicture(theme, 'divider'),
  ]);
  const art: CardArt = { illustration, pattern, divider };
  drawEInvitation(ctx, data, theme.tokens, art, qr);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(IMAGE_FAILED))), 'image/png'),
  );
}
