/** Shown instead of the player when a video link cannot be read (docs/product.md#helpers). */
export const INVALID_VIDEO_URL = 'URL YouTube tidak valid';

const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);

/**
 * The YouTube video id of a link (docs/product.md#helpers), or null when it is not one: watch links
 * (`youtube.com/watch?v=<id>`), short links (`youtu.be/<id>`) and embed links (`youtube.com/embed/<id>`),
 * with or without `www.`/`m.`, `https://` or extra query parameters; also `/shorts/<id>` and
 * `/live/<id>`, the forms YouTube gives for shorts and live streams.
 */
export function videoIdOf(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0] as string)) id = parts[1];
  }
  return id && ID.test(id) ? id : null;
}

/** Where the embedded player comes from (YouTube's privacy-enhanced mode): the one frame a page loads. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player address for an id: privacy-enhanced mode, starts playing at once, inline on phones. */
export function videoEmbedUrl(id: string): string {
  return `${VIDEO_PLAYER_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&playsinline=1&rel=0`;
}
