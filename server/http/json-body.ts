import type { FastifyInstance } from 'fastify';
import { MAX_PAYLOAD_DEPTH, TOO_DEEP_MESSAGE } from '../../engine/validation/validate-payload';
import { badRequest } from './http-error';

/** How deep `{` and `[` nest in a JSON text, counted without parsing it (strings skipped); stops past `limit`. */
export function jsonNesting(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies nested deeper than any request schema are refused before anything parses or walks
 * them (the parser's prototype check and the blank-field walk both recurse); the rest goes to
 * Fastify's own parser.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNesting(body as string, MAX_PAYLOAD_DEPTH) > MAX_PAYLOAD_DEPTH) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
