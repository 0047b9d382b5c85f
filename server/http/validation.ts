import type Ajv from 'ajv';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { createAjv } from '../../engine/validation/create-ajv';
import {
  fieldErrors,
  PayloadTooDeepError,
  validatorFor,
  withoutBlankStrings,
  type FieldError,
} from '../../engine/validation/validate-payload';
import type { Schema } from '../../schemas/json-schema';
import { compiledOnFirstUse } from './compiled-on-first-use';
import { badRequest } from './http-error';
import { prependRouteHook } from './route-hooks';
import { installJsonBodyParser } from './json-body';
import { NUL_MESSAGE, pathOfNul } from './nul-characters';

/**
 * Request validation with the browser's own validator (engine/validation): the same ajv options,
 * the same blank-field rule and the same messages. Query strings and params are coerced to the
 * schema's types; bodies are not. Before any schema: a JSON body nested too deep is refused as it
 * arrives, and U+0000 in any path value, query value or body text of the API (every route, with a
 * schema or not) gets a 400 naming the field.
 */
export function installSharedValidation(app: FastifyInstance): void {
  installJsonBodyParser(app);
  const refuseNul: preValidationHookHandler = (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = pathOfNul(part);
      if (field !== undefined) return done(validationError([{ field, message: NUL_MESSAGE }]));
    }
    done();
  };
  // On each route but the HTML pages, as a callback: a page runs no check it skips, and no route
  // makes a promise for it (docs/performance.md).
  app.addHook('onRoute', (route) => {
    if (!route.config?.htmlPage) prependRouteHook(route, 'preValidation', refuseNul);
  });

  // Compiled on each route's first request, not at the start (compiled-on-first-use.ts).
  let coercing: Ajv | undefined;
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== 'body') {
      return compiledOnFirstUse(() => {
        const validate = (coercing ??= createAjv({ coerceTypes: true })).compile(schema);
        return (data: unknown) =>
          validate(data) ? { value: data } : { error: validationError(fieldErrors(validate.errors ?? [])) };
      });
    }
    return compiledOnFirstUse(() => {
      const validate = validatorFor(schema as Schema);
      return (data: unknown) => {
        let value: unknown;
        try {
          value = withoutBlankStrings(data);
        } catch (error) {
          if (error instanceof PayloadTooDeepError) return { error: badRequest(error.message) };
          throw error;
        }
        return validate(value) ? { value } : { error: validationError(fieldErrors(validate.errors ?? [])) };
      };
    });
  });
}

/** A 400 for failed validation: the first field's message as `field: message`, then all of them. */
export function validationError(errors: FieldError[]) {
  const first = errors[0];
  return badRequest(
    first ? (first.field ? `${first.field}: ${first.message}` : first.message) : 'Data tidak valid',
    errors,
  );
}
