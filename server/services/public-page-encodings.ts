import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies shorter than this go as they are (as @fastify/compress's threshold in server/app.ts). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/** A kept answer's text with its brotli and gzip copies, each made the first time a client asks for it. */
export class EncodedBody {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly text: string) {}

  /** The text compressed in `encoding` (made once). */
  encoded(encoding: Encoding): Buffer {
    let copy = this.copies[encoding];
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: { [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text) },
            })
          : gzipSync(this.text, { level: 9 });
      this.copies[encoding] = copy;
    }
    return copy;
  }
}

/** The quality an Accept-Encoding header gives an encoding (0 when it names neither it nor `*`). */
function qualityOf(accept: string, encoding: Encoding): number {
  let star = 0;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === encoding) return quality;
    if (name === '*') star = quality;
  }
  return star;
}

/** Brotli, else gzip, as the request accepts them; undefined for neither. */
export function preferredEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const br = qualityOf(accept, 'br');
  const gzip = qualityOf(accept, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/**
 * Sends a kept body in the encoding the request prefers, from its kept copy (so the compress plugin,
 * seeing the Content-Encoding, leaves it), with `Vary: Accept-Encoding`.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('vary', 'accept-encoding');
  const encoding =
    body.text.length < COMPRESS_THRESHOLD ? undefined : preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.text);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
