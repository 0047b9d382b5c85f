/**
 * An M4A (MPEG-4 audio) song without its metadata (docs/product.md#uploads). Its tags live in boxes
 * no player needs: `udta` (user data: iTunes' `meta`/`ilst` with title, artist, comment, cover, and
 * QuickTime's ©-items), `meta` and `uuid` (XMP) boxes, and `free`/`skip`/`wide` padding (where a
 * tagger may leave old tags); at the top level, under `moov` and under each `trak`. The audio
 * (`mdat`) and the sample tables stay byte for byte.
 *
 * Removing bytes moves what follows, so the sizes of the boxes around them (`moov`, `trak`) and the
 * chunk offsets into `mdat` (`stco`, `co64`) are set anew. A file with offsets elsewhere (fragmented
 * MP4: `moof`, `sidx`, `mfra`, `mvex`; `saio` sample information) keeps its layout instead: each of
 * these boxes becomes a `free` box of the same size, its content zeroed, so no offset moves.
 */

type Box = { type: string; start: number; header: number; end: number; zeroSize: boolean };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The metadata boxes, by where they are. */
const METADATA = {
  top: new Set(['udta', 'meta', 'uuid', 'free', 'skip', 'wide']),
  moov: new Set(['udta', 'meta', 'uuid', 'free', 'skip', 'wide']),
  trak: new Set(['udta', 'meta', 'uuid', 'free', 'skip', 'wide']),
};
/** Boxes whose offsets this file does not rewrite: with one of them, metadata is blanked in place. */
const OTHER_OFFSETS = {
  top: new Set(['moof', 'sidx', 'ssix', 'mfra']),
  moov: new Set(['mvex']),
  stbl: new Set(['saio']),
};

/** The box at `at`, within `limit`: its size (32 bits, 64 bits after the type when 1, to `limit` when 0). */
function boxAt(bytes: Buffer, at: number, limit: number): Box | undefined {
  if (at + 8 > limit) return undefined;
  const type = ascii(bytes, at + 4, at + 8);
  let size = bytes.readUInt32BE(at);
  let header = 8;
  if (size === 1) {
    if (at + 16 > limit) return undefined;
    const large = bytes.readBigUInt64BE(at + 8);
    if (large > BigInt(limit - at)) return undefined;
    size = Number(large);
    header = 16;
  } else if (size === 0) size = limit - at;
  if (size < header || at + size > limit) return undefined;
  return { type, start: at, header, end: at + size, zeroSize: bytes.readUInt32BE(at) === 0 };
}

/** The boxes in a container box's content; undefined if one runs past it (a few trailing bytes may stay). */
function childrenOf(bytes: Buffer, parent: Box): Box[] | undefined {
  const children: Box[] = [];
  let at = parent.start + parent.header;
  while (at + 8 <= parent.end) {
    const box = boxAt(bytes, at, parent.end);
    if (!box) return undefined;
    children.push(box);
    at = box.end;
  }
  return children;
}

/**
 * The top-level boxes as far as they are whole, and where they end; bytes after them that form no
 * box (a tag a tool appended) are no part of the file. A cut-off `mdat` at the end still counts, to
 * the file's end.
 */
function topLevelBoxes(bytes: Buffer): { boxes: Box[]; end: number } {
  const boxes: Box[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    const box =
      boxAt(bytes, at, bytes.length) ??
      (ascii(bytes, at + 4, at + 8) === 'mdat'
        ? { type: 'mdat', start: at, header: 8, end: bytes.length, zeroSize: false }
        : undefined);
    if (!box) break;
    boxes.push(box);
    at = box.end;
  }
  return { boxes, end: at };
}

const child = (children: Box[] | undefined, type: string) => children?.find((box) => box.type === type);

type Track = { trak: Box; children: Box[]; stbl: Box[] };

/** A track's boxes, and those of its sample table (`mdia` > `minf` > `stbl`). */
function trackOf(bytes: Buffer, trak: Box): (Track & { handler?: string }) | undefined {
  const children = childrenOf(bytes, trak);
  if (!children) return undefined;
  const mdia = child(children, 'mdia');
  const mdiaChildren = mdia && childrenOf(bytes, mdia);
  const hdlr = child(mdiaChildren, 'hdlr');
  // hdlr: version and flags (4 bytes), pre_defined (4), then the handler type.
  const handler =
    hdlr && hdlr.end - hdlr.start >= hdlr.header + 12
      ? ascii(bytes, hdlr.start + hdlr.header + 8, hdlr.start + hdlr.header + 12)
      : undefined;
  const minf = child(mdiaChildren, 'minf');
  const stbl = child(minf && childrenOf(bytes, minf), 'stbl');
  return { trak, children, stbl: (stbl && childrenOf(bytes, stbl)) ?? [], handler };
}

/** The file with each of these boxes turned into a `free` box of its size, its content zeroed. */
function blanked(bytes: Buffer, end: number, boxes: Box[]): Buffer {
  const copy = Buffer.from(bytes.subarray(0, end));
  for (const box of boxes) {
    copy.write('free', box.start + 4, 'latin1');
    copy.fill(0, box.start + box.header, box.end);
  }
  return copy;
}

/**
 * The file without these boxes: the sizes of `moov` and of the tracks set to what is left in them,
 * and every chunk offset moved back by the bytes removed before it. Undefined if an offset points
 * into a removed box (the caller then blanks them instead).
 */
function compacted(bytes: Buffer, end: number, removed: Box[], moov: Box, tracks: Track[]): Buffer | undefined {
  const ranges = [...removed].sort((a, b) => a.start - b.start);
  const removedBefore = (offset: number) =>
    ranges.reduce((sum, range) => (range.end <= offset ? sum + range.end - range.start : sum), 0);
  const removedWithin = (box: Box) =>
    ranges.reduce(
      (sum, range) => (range.start >= box.start && range.end <= box.end ? sum + range.end - range.start : sum),
      0,
    );
  const isRemoved = (offset: number) => ranges.some((range) => offset >= range.start && offset < range.end);

  const parts: Buffer[] = [];
  let at = 0;
  for (const range of ranges) {
    parts.push(bytes.subarray(at, range.start));
    at = range.end;
  }
  parts.push(bytes.subarray(at, end));
  const result = Buffer.concat(parts);
  const moved = (offset: number) => offset - removedBefore(offset);

  for (const box of [moov, ...tracks.map((track) => track.trak)]) {
    const size = box.end - box.start - removedWithin(box);
    if (box.header === 16) result.writeBigUInt64BE(BigInt(size), moved(box.start) + 8);
    else if (!box.zeroSize) result.writeUInt32BE(size, moved(box.start));
  }
  for (const table of tracks.flatMap((track) =>
    track.stbl.filter((box) => box.type === 'stco' || box.type === 'co64'),
  )) {
    const wide = table.type === 'co64';
    const entrySize = wide ? 8 : 4;
    const first = table.start + table.header + 8;
    const count = Math.min(bytes.readUInt32BE(first - 4), Math.floor((table.end - first) / entrySize));
    for (let index = 0; index < count; index++) {
      const position = first + index * entrySize;
      const offset = wide ? Number(bytes.readBigUInt64BE(position)) : bytes.readUInt32BE(position);
      if (isRemoved(offset)) return undefined;
      const next = offset - removedBefore(offset);
      if (wide) result.writeBigUInt64BE(BigInt(next), moved(position));
      else result.writeUInt32BE(next, moved(position));
    }
  }
  return result;
}

/**
 * The M4A without its metadata boxes, its audio byte for byte; undefined when it is no MPEG-4 audio a
 * player could play: no `moov` with a sound track (`hdlr` type `soun`), or no `mdat`/`moof`.
 */
export function mp4WithoutMetadata(bytes: Buffer): Buffer | undefined {
  const top = topLevelBoxes(bytes);
  const moov = child(top.boxes, 'moov');
  const moovChildren = moov && childrenOf(bytes, moov);
  if (!moov || !moovChildren) return undefined;
  const tracks = moovChildren.filter((box) => box.type === 'trak').map((trak) => trackOf(bytes, trak));
  if (tracks.some((track) => !track)) return undefined;
  const whole = tracks as (Track & { handler?: string })[];
  const hasMedia = top.boxes.some(
    (box) => (box.type === 'mdat' && box.end - box.start > box.header) || box.type === 'moof',
  );
  if (!whole.some((track) => track.handler === 'soun') || !hasMedia) return undefined;

  const removed = [
    ...top.boxes.filter((box) => METADATA.top.has(box.type)),
    ...moovChildren.filter((box) => METADATA.moov.has(box.type)),
    ...whole.flatMap((track) => track.children.filter((box) => METADATA.trak.has(box.type))),
  ];
  if (removed.length === 0) return bytes.subarray(0, top.end);
  const otherOffsets =
    top.boxes.some((box) => OTHER_OFFSETS.top.has(box.type)) ||
    moovChildren.some((box) => OTHER_OFFSETS.moov.has(box.type)) ||
    whole.some((track) => track.stbl.some((box) => OTHER_OFFSETS.stbl.has(box.type)));
  return (!otherOffsets && compacted(bytes, top.end, removed, moov, whole)) || blanked(bytes, top.end, removed);
}
