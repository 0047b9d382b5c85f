import type { ValidateFunction } from 'ajv';
import type { Schema } from '../../schemas/json-schema';
import { validatorFor } from './validator-for';

/**
 * The validator of an owner's form schema. Here (server, tests) ajv compiles it at run time; the web
 * app's build puts the precompiled validators of OWNER_VALIDATED_SCHEMAS (app/owner/owner-pages.ts) in
 * this module's place (scripts/vite/precompiled-validators.ts), apart from the guest's, so the
 * owner's pages need no eval and the guest's page does not carry the owner's schemas.
 */
export function ownerValidatorFor(schema: Schema): ValidateFunction {
  return validatorFor(schema);
}
