import type { RendererRegistry } from '../engine/render/section-props';
import { closingSignature } from './sections/closing.signature';
import { countdownBoxes } from './sections/countdown.boxes';
import { couplePortraits, coupleStacked } from './sections/couple.layouts';
import { dresscodePalette } from './sections/dresscode.palette';
import { eventCards, eventTimeline } from './sections/event.layouts';
import { externalVideo } from './sections/external.video';
import { footerCredit } from './sections/footer.credit';
import { galleryGrid } from './sections/gallery.grid';
import { gallerySlideshow } from './sections/gallery.slideshow';
import { giftCards } from './sections/gift.cards';
import { openingHero } from './sections/opening.hero';
import { openingPlayer } from './sections/opening.player';
import { openingPoster } from './sections/opening.poster';
import { protocolIcons } from './sections/protocol.icons';
import { quoteVerse } from './sections/quote.verse';
import { rsvpForm } from './sections/rsvp.form';
import { storyEpisodes, storyTimeline, storyTracklist } from './sections/story.layouts';
import { wishBoard } from './sections/wish.board';

/** Every renderer a manifest may name, by id `<slug>.<variant>`. */
export const RENDERERS: RendererRegistry = {
  'opening.hero': openingHero,
  'opening.poster': openingPoster,
  'opening.player': openingPlayer,
  'quote.verse': quoteVerse,
  'couple.portraits': couplePortraits,
  'couple.stacked': coupleStacked,
  'countdown.boxes': countdownBoxes,
  'event.cards': eventCards,
  'event.timeline': eventTimeline,
  'story.timeline': storyTimeline,
  'story.episodes': storyEpisodes,
  'story.tracklist': storyTracklist,
  'gallery.grid': galleryGrid,
  'gallery.slideshow': gallerySlideshow,
  'external.video': externalVideo,
  'gift.cards': giftCards,
  'wish.board': wishBoard,
  'dresscode.palette': dresscodePalette,
  'protocol.icons': protocolIcons,
  'rsvp.form': rsvpForm,
  'closing.signature': closingSignature,
  'footer.credit': footerCredit,
};
