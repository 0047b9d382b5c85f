import {
  BEGINNING_OF_STREAM,
  bodyOf,
  CONTINUED,
  endsWithinPacket,
  granuleOf,
  oggPagesOf,
  packetsEndingOn,
  packetsOf,
  pagesOfPackets,
  renumbered,
  type OggPage,
} from './ogg-pages';

/**
 * An Ogg Vorbis or Ogg Opus song without its comments (docs/product.md#uploads): the comment header
 * (Vorbis' second header packet, Opus' OpusTags: title, artist, comments, pictures) is replaced by one
 * that keeps the encoder's vendor string and lists no comment. The header pages after the first are
 * written anew (with their checksums), the audio pages keep their bodies byte for byte and get their
 * page numbers moved by as many pages as the headers take fewer (or more), with their checksums.
 * Each link of a chained file is handled so. A stream of another codec (FLAC, Speex), several
 * streams interleaved, or headers laid out against the codec's rules are kept as they are.
 */

type Codec = { id: string; comment: string; headers: number; emptyComment: (vendor: Buffer) => Buffer };

const uint32LE = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

const CODECS: Codec[] = [
  {
    // Identification, comment and setup headers; the comment header ends with a framing bit.
    id: '\u0001vorbis',
    comment: '\u0003vorbis',
    headers: 3,
    emptyComment: (vendor) =>
      Buffer.concat([
        Buffer.from('\u0003vorbis', 'latin1'),
        uint32LE(vendor.length),
        vendor,
        uint32LE(0),
        Buffer.from([1]),
      ]),
  },
  {
    id: 'OpusHead',
    comment: 'OpusTags',
    headers: 2,
    emptyComment: (vendor) =>
      Buffer.concat([Buffer.from('OpusTags', 'latin1'), uint32LE(vendor.length), vendor, uint32LE(0)]),
  },
];

const startsWith = (bytes: Buffer, prefix: string) => bytes.toString('latin1', 0, prefix.length) === prefix;

/** The vendor string of a comment header (after its `prefix`), empty if its length runs past the packet. */
function vendorOf(comment: Buffer, prefix: string): Buffer {
  if (comment.length < prefix.length + 4) return Buffer.alloc(0);
  const length = comment.readUInt32LE(prefix.length);
  const start = prefix.length + 4;
  return start + length <= comment.length ? comment.subarray(start, start + length) : Buffer.alloc(0);
}

/**
 * One link (a logical stream from its first page) without its comments: its pages' bytes, or the
 * link as it is (not Vorbis or Opus, or against their rules), or undefined if it has no audio (no
 * packet on its first page, no page after it, Vorbis or Opus headers unfinished or no page after them).
 */
function linkWithoutComments(bytes: Buffer, link: OggPage[]): Buffer[] | undefined {
  const asItIs = [bytes.subarray(link[0]!.start, link.at(-1)!.end)];
  const [first, ...rest] = link as [OggPage, ...OggPage[]];
  const codec = CODECS.find((candidate) => startsWith(bodyOf(bytes, first), candidate.id));
  // Another codec's stream: as it is, if its first page holds a packet (its header) and pages follow.
  if (!codec) return packetsEndingOn(bytes, first) > 0 && rest.length > 0 ? asItIs : undefined;
  // The identification header alone on the first page, as both codecs require.
  if (packetsEndingOn(bytes, first) !== 1 || endsWithinPacket(bytes, first)) return asItIs;

  let ended = 0;
  const headerPages = rest.findIndex((page) => (ended += packetsEndingOn(bytes, page)) >= codec.headers - 1) + 1;
  if (headerPages === 0 || headerPages === rest.length) return undefined;
  const lastHeaderPage = rest[headerPages - 1]!;
  const headers = packetsOf(bytes, rest.slice(0, headerPages));
  // The headers end their page (audio starts on a fresh one), and the comment header comes first.
  const laidOut =
    !(rest[0]!.flags & CONTINUED) && headers.length === codec.headers - 1 && !endsWithinPacket(bytes, lastHeaderPage);
  if (!laidOut || !startsWith(headers[0]!, codec.comment)) return asItIs;

  const comment = codec.emptyComment(vendorOf(headers[0]!, codec.comment));
  const headerBytes = pagesOfPackets(
    [comment, ...headers.slice(1)],
    first.serial,
    first.sequence + 1,
    granuleOf(bytes, lastHeaderPage),
  );
  const shift = first.sequence + headerBytes.length - lastHeaderPage.sequence;
  return [bytes.subarray(first.start, first.end), ...headerBytes, renumbered(bytes, rest.slice(headerPages), shift)];
}

/**
 * The Ogg file without its Vorbis or Opus comments; undefined when it is no Ogg stream with audio (no
 * first page, or a Vorbis/Opus link whose headers no audio page follows). What follows the last whole
 * page stays if it holds a page's start (a cut-off or damaged page a player may still read) and goes
 * otherwise (a tag some tool appended).
 */
export function oggWithoutComments(bytes: Buffer): Buffer | undefined {
  const pages = oggPagesOf(bytes);
  if (!pages[0] || !(pages[0].flags & BEGINNING_OF_STREAM)) return undefined;
  const rest = bytes.subarray(pages.at(-1)!.end);
  const tail = rest.includes('OggS', 0, 'latin1') ? rest : Buffer.alloc(0);
  const links: OggPage[][] = [];
  for (const page of pages) {
    if (page.flags & BEGINNING_OF_STREAM) links.push([page]);
    else links.at(-1)!.push(page);
  }
  // Streams interleaved (a beginning page right after another, pages of other serials in a link).
  const interleaved = links.some(
    (link, index) =>
      (link.length === 1 && index < links.length - 1) || link.some((page) => page.serial !== link[0]!.serial),
  );
  if (interleaved) return bytes;
  const result: Buffer[] = [];
  for (const link of links) {
    const stripped = linkWithoutComments(bytes, link);
    if (!stripped) return undefined;
    result.push(...stripped);
  }
  return Buffer.concat([...result, tail]);
}
