/**
 * A WAV song without its metadata (docs/product.md#uploads): of its RIFF chunks only those a player
 * needs stay, `fmt ` (the format), `fact` (the sample count of a compressed format) and `data` (the
 * samples, byte for byte); LIST/INFO (title, artist, comments), `id3 `, `bext` and every other chunk go.
 */

const KEPT_CHUNKS = new Set(['fmt ', 'fact', 'data']);
const RIFF_HEADER = 12;
const CHUNK_HEADER = 8;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(CHUNK_HEADER);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  // A chunk of an odd length is followed by a pad byte.
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
}

/**
 * The WAV file with its `fmt `, `fact` and `data` chunks only, in their order, and its RIFF size set to
 * them; undefined without a `fmt ` chunk or samples. A `data` chunk whose size runs past the file's end
 * (or is 0xFFFFFFFF, as a recorder that could not seek back leaves it) holds the rest of the file.
 */
export function wavWithoutMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < RIFF_HEADER || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WAVE') return undefined;
  const kept: Buffer[] = [];
  let hasFormat = false;
  let hasSamples = false;
  for (let at = RIFF_HEADER; at + CHUNK_HEADER <= bytes.length;) {
    const id = ascii(bytes, at, at + 4);
    const declared = bytes.readUInt32LE(at + 4);
    const bodyStart = at + CHUNK_HEADER;
    const toTheEnd = id === 'data' && (declared === 0xffffffff || bodyStart + declared > bytes.length);
    const size = toTheEnd ? bytes.length - bodyStart : declared;
    if (bodyStart + size > bytes.length) break;
    if (KEPT_CHUNKS.has(id)) {
      kept.push(chunk(id, bytes.subarray(bodyStart, bodyStart + size)));
      hasFormat ||= id === 'fmt ' && size >= 16;
      hasSamples ||= id === 'data' && size > 0;
    }
    at = bodyStart + size + (size % 2);
  }
  if (!hasFormat || !hasSamples) return undefined;
  const header = Buffer.alloc(RIFF_HEADER);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + kept.reduce((sum, part) => sum + part.length, 0), 4);
  header.write('WAVE', 8, 'latin1');
  return Buffer.concat([header, ...kept]);
}
