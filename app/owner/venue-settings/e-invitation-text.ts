import type { ThemeTokens } from '../../../schemas/manifest.schema';
import { GUEST_GREETING, type EInvitationCardData } from './e-invitation-card-data';
import { E_CARD, namesSize } from './e-invitation-card-layout';
import { cardFont, W, wrapLines, type Ctx } from './e-invitation-canvas';

/** One block of centred text: its lines, font and colour, and the space it takes. */
type Block = { lines: string[]; font: string; colour: string; size: number; spacing?: number; gapAfter: number };

/**
 * The card's words, centred between E_CARD's textTop and textBottom: the opening title, the couple in
 * the script face (smaller until they fit), the main event, the divider, "Kepada Yth." and the guest.
 */
export function drawCardText(
  ctx: Ctx,
  data: EInvitationCardData,
  tokens: ThemeTokens,
  divider: CanvasImageSource | undefined,
) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const { blocks, dividerAt } = cardTextBlocks(ctx, data, tokens);
  const gap = E_CARD.gap;
  const lineHeight = (block: Block) => block.size * E_CARD.lineHeight;
  const dividerHeight = E_CARD.divider.height + gap.divider;
  const total =
    blocks.reduce((sum, block) => sum + block.lines.length * lineHeight(block) + block.gapAfter, 0) + dividerHeight;
  let y = E_CARD.textTop + Math.max(0, (E_CARD.textBottom - E_CARD.textTop - total) / 2);
  blocks.forEach((block, index) => {
    if (index === dividerAt) {
      drawDivider(ctx, divider, y, tokens.colors.accent);
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
}

/** The card's blocks of text in their order, measured with the context's fonts; the divider goes before `dividerAt`. */
function cardTextBlocks(ctx: Ctx, data: EInvitationCardData, tokens: ThemeTokens) {
  const colours = tokens.colors;
  const font = cardFont(tokens);
  const textWidth = W - 2 * E_CARD.padding;
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
  return { blocks, dividerAt };
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
