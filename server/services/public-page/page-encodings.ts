import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies shorter than this go as they are (as @fastify/compress's threshold in server/app.ts). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/**
 * How hard a body is compressed: `kept` (answered many times) at the best ratio, `once` (a draft's
 * page, read whole for its owner) at the compress plugin's levels (brotli 4, gzip 6), as it would
 * have been.
 */
export type CompressionEffort = 'kept' | 'once';

const LEVELS: Record<CompressionEffort, { brotli: number; gzip: number }> = {
  kept: { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 },
  once: { brotli: 4, gzip: 6 },
};

/** An answer's text with its brotli and gzip copies, each made the first time a client asks for it. */
export class EncodedBody {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    readonly text: string,
    private readonly effort: CompressionEffort = 'kept',
  ) {}

  /** The text compressed in `encoding` (made once). */
  encoded(encoding: Encoding): Buffer {
    let copy = this.copies[encoding];
    if (!copy) {
      const levels = LEVELS[this.effort];
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
              },
            })
          : gzipSync(this.text, { level: levels.gzip });
      this.copies[encoding] = copy;
    }
    return copy;
  }
}

/**
 * The route options of a route that answers only through `sendEncoded`: without the compress
 * plugin's hooks (server/app.ts), which would only find its answer already encoded. They (a reply
 * decoration and a request-body check on every request, a look at every answer) were 3% of a kept
 * page bundle's instructions on the server's main thread (docs/performance.md).
 */
export const SELF_ENCODED = { compress: false, decompress: false } as const;

/**
 * The encoding an Accept-Encoding header prefers among ours (brotli first on a tie), by
 * @fastify/accept-negotiator, as @fastify/compress reads it; kept per header text, as browsers send
 * a handful of them.
 */
// The cache also keeps the library's null (neither encoding accepted), which its types leave out.
const negotiator = new Negotiator({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 64 }),
});

/** Brotli, else gzip, as the request accepts them; undefined for neither. */
export function preferredEncoding(accept: string | undefined): Encoding | undefined {
  return (negotiator.negotiate(accept ?? '') as Encoding | null) ?? undefined;
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
