import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { compiledOnFirstUse } from './compiled-on-first-use';

const fastifysOwn = SerializerSelector();

/**
 * Fastify's own response serializers (fast-json-stringify, with its options and shared schemas), each
 * generated on its route's first answer instead of at the start (compiled-on-first-use.ts).
 */
export const serializersOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifysOwn(externalSchemas, options);
  return (route) => compiledOnFirstUse(() => compile(route));
};
