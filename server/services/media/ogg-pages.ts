/**
 * Ogg pages (RFC 3533), as the comment stripper of ogg-comments.ts reads and writes them: a 27-byte
 * header (`OggS`, version 0, flags, granule position, stream serial, page sequence number, checksum,
 * segment count), the segment table (lacing values) and the body. A packet is the concatenation of
 * lacing values up to one under 255; a packet may go on over several pages. A page is kept as its
 * numbers (a file of many small pages costs no more than its bytes); its parts are read on demand.
 */

export const CONTINUED = 0x01;
export const BEGINNING_OF_STREAM = 0x02;

const HEADER = 27;
const MAX_SEGMENTS = 255;
/** A page's granule position when no packet ends on it. */
const NO_GRANULE = Buffer.alloc(8, 0xff);

export type OggPage = { start: number; end: number; flags: number; serial: number; sequence: number };

const CRC_TABLE = new Uint32Array(256).map((_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** The page checksum: CRC-32 with polynomial 0x04C11DB7, unreflected, from 0, no final XOR. */
function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** Sets the checksum of the page at `at` in `bytes` (whose checksum field it first zeroes). */
function setChecksum(bytes: Buffer, at: number, end: number) {
  bytes.writeUInt32LE(0, at + 22);
  bytes.writeUInt32LE(oggCrc(bytes.subarray(at, end)), at + 22);
}

function pageAt(bytes: Buffer, at: number): OggPage | undefined {
  if (at + HEADER > bytes.length || bytes.toString('latin1', at, at + 4) !== 'OggS' || bytes[at + 4] !== 0) {
    return undefined;
  }
  const bodyStart = at + HEADER + bytes[at + 26]!;
  if (bodyStart > bytes.length) return undefined;
  let end = bodyStart;
  for (let lace = at + HEADER; lace < bodyStart; lace++) end += bytes[lace]!;
  if (end > bytes.length) return undefined;
  return {
    start: at,
    end,
    flags: bytes[at + 5]!,
    serial: bytes.readUInt32LE(at + 14),
    sequence: bytes.readUInt32LE(at + 18),
  };
}

/** The whole pages from the file's start, one after the other, up to the first that is not one. */
export function oggPagesOf(bytes: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  for (let page = pageAt(bytes, 0); page; page = pageAt(bytes, page.end)) pages.push(page);
  return pages;
}

/** A page's lacing values. */
export const lacesOf = (bytes: Buffer, page: OggPage) =>
  bytes.subarray(page.start + HEADER, page.start + HEADER + bytes[page.start + 26]!);
/** A page's body (after its segment table). */
export const bodyOf = (bytes: Buffer, page: OggPage) =>
  bytes.subarray(page.start + HEADER + bytes[page.start + 26]!, page.end);
/** A page's granule position, as its 8 bytes. */
export const granuleOf = (bytes: Buffer, page: OggPage) => bytes.subarray(page.start + 6, page.start + 14);

/** How many packets end on the page (lacing values under 255). */
export const packetsEndingOn = (bytes: Buffer, page: OggPage) =>
  lacesOf(bytes, page).filter((lace) => lace < 255).length;

/** Whether the page's last lacing value goes on into the next page (is 255), or the page has none. */
export const endsWithinPacket = (bytes: Buffer, page: OggPage) => {
  const laces = lacesOf(bytes, page);
  return laces.length === 0 || laces.at(-1) === 255;
};

/** The packets that end on these pages, whole (a packet still going on after the last page is left out). */
export function packetsOf(bytes: Buffer, pages: OggPage[]): Buffer[] {
  const packets: Buffer[] = [];
  let pending: Buffer[] = [];
  for (const page of pages) {
    const laces = lacesOf(bytes, page);
    const body = bodyOf(bytes, page);
    let at = 0;
    let from = 0;
    for (const lace of laces) {
      at += lace;
      if (lace < 255) {
        packets.push(Buffer.concat([...pending, body.subarray(from, at)]));
        pending = [];
        from = at;
      }
    }
    if (from < at) pending.push(body.subarray(from, at));
  }
  return packets;
}

/**
 * Pages holding these packets of one stream from sequence number `sequence` on: each packet laced
 * into values of 255 and a last one under 255, at most 255 values a page, a packet going on over the
 * next page marked continued. A page on which a packet ends has granule position `granule`, others
 * none (-1), as RFC 3533 says.
 */
export function pagesOfPackets(packets: Buffer[], serial: number, sequence: number, granule: Buffer): Buffer[] {
  const segments = packets.flatMap((packet) => {
    const laces = [...Array<number>(Math.floor(packet.length / 255)).fill(255), packet.length % 255];
    let at = 0;
    return laces.map((lace) => {
      const segment = { lace, data: packet.subarray(at, at + lace), last: lace < 255 };
      at += lace;
      return segment;
    });
  });
  const pages: Buffer[] = [];
  let continued = false;
  for (let first = 0; first < segments.length; first += MAX_SEGMENTS) {
    const onPage = segments.slice(first, first + MAX_SEGMENTS);
    const header = Buffer.alloc(HEADER);
    header.write('OggS', 0, 'latin1');
    header[5] = continued ? CONTINUED : 0;
    (onPage.some((segment) => segment.last) ? granule : NO_GRANULE).copy(header, 6);
    header.writeUInt32LE(serial, 14);
    header.writeUInt32LE(sequence + pages.length, 18);
    header[26] = onPage.length;
    const page = Buffer.concat([
      header,
      Buffer.from(onPage.map((segment) => segment.lace)),
      ...onPage.map((s) => s.data),
    ]);
    setChecksum(page, 0, page.length);
    pages.push(page);
    continued = !onPage.at(-1)!.last;
  }
  return pages;
}

/**
 * These consecutive pages again, their sequence numbers moved by `shift` (their checksums computed
 * anew), their bodies byte for byte: one copy of their bytes, each page set in place.
 */
export function renumbered(bytes: Buffer, pages: OggPage[], shift: number): Buffer {
  if (pages.length === 0) return Buffer.alloc(0);
  const base = pages[0]!.start;
  const run = bytes.subarray(base, pages.at(-1)!.end);
  if (shift === 0) return run;
  const copy = Buffer.from(run);
  for (const page of pages) {
    copy.writeUInt32LE((page.sequence + shift) >>> 0, page.start - base + 18);
    setChecksum(copy, page.start - base, page.end - base);
  }
  return copy;
}
