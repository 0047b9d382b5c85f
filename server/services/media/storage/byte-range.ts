/**
 * The Range header of a request for an upload (RFC 9110 section 14): one range of bytes, the way a
 * browser's <audio> asks for the part of a song it seeks to. It is read before the file's size is
 * known (an S3 server is asked for the range itself), then resolved against the size.
 */

/** One byte range: from `start` (to `end`, or to the file's end), or the file's last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one byte range a Range header asks for; undefined (the whole file is sent) for no header, for
 * several ranges and for one that cannot be read, as the RFC lets a server do.
 */
export function byteRangeOf(header: string | undefined): ByteRange | undefined {
  const match = ONE_RANGE.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '') return last === '' ? undefined : { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end >= start ? { start, end } : undefined;
}

/** The first and last byte (inclusive) a range holds in a file of `size` bytes; undefined when none (a 416). */
export function resolvedRange(range: ByteRange, size: number): { start: number; end: number } | undefined {
  if ('suffix' in range) {
    return range.suffix > 0 && size > 0 ? { start: Math.max(size - range.suffix, 0), end: size - 1 } : undefined;
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
