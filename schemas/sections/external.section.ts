import { defineSection, text } from './define-section';
import { TEXT_MAX } from '../limits';

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

export const externalSection = defineSection(
  'external',
  'Video & Filter',
  {
    title: text('Judul', 'Momen Kami'),
    description: text('Deskripsi', ''),
  },
  {
    watch_video: text('Tombol video', 'Putar Video'),
    try_filter: text('Tombol filter', 'Coba Filter Instagram'),
  },
  {
    prewedding_video_url: {
      type: 'string',
      title: 'Tautan video prewedding',
      pattern: YOUTUBE_LINK_PATTERN,
      maxLength: TEXT_MAX.url,
      errorMessage: { pattern: INVALID_VIDEO_LINK },
    },
    filter_image_url: {
      type: 'string',
      title: 'Tautan filter Instagram',
      pattern: '^(https?://.*)?$',
      maxLength: TEXT_MAX.url,
    },
  },
);
