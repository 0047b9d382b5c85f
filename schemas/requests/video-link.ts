/**
 * The video links the owner may give (the external section's prewedding video), checked on every
 * write: kept apart from the section's schema, which the guest's page carries.
 */

const VIDEO_ID = '[A-Za-z0-9_-]{11}';
/** What may follow a link's path: its query and its fragment. */
const QUERY = '(?:[?#]\\S*)?';
const YOUTUBE_HOST = '(?:(?:m|music)\\.)?youtube\\.com|youtube-nocookie\\.com';
/** A watch link: the first `v` of its query (the one a player reads) is the id, whole. */
const WATCH = `watch/?\\?(?:(?!v(?:[=&#]|$))[^&#\\s%]*&)*v=${VIDEO_ID}(?:[&#]\\S*)?`;

/**
 * A YouTube video link the page can play (docs/product.md#helpers), or nothing: the forms
 * engine/format/video-id.ts reads an id from, i.e. watch links (`youtube.com/watch?v=<id>`), short
 * links (`youtu.be/<id>`), embed links (`youtube.com/embed/<id>`) and the shorts and live forms, with
 * or without `https://`, `www.` or `m.`. tests/schemas/video-link-pattern.test.ts holds the two together.
 */
export const YOUTUBE_LINK_PATTERN = `^\\s*(?:(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:www\\.)?(?:youtu\\.be/${VIDEO_ID}/?${QUERY}|(?:${YOUTUBE_HOST})/(?:${WATCH}|(?:embed|shorts|live)/${VIDEO_ID}/?${QUERY})))?\\s*$`;

/** Said of a video link the page cannot play: 'URL' plus the video service plus 'tidak valid'. */
export const INVALID_VIDEO_LINK = 'URL YouTube tidak valid';
