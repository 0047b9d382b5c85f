import {
  createErrorHandler,
  toErrorList,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { fieldErrorTree } from '../../engine/editor/api-field-errors';
import { ownerValidatorFor } from '../../engine/validation/owner-validator-for';
import { validateWith, type FieldError } from '../../engine/validation/validate-payload';
import type { Schema } from '../../schemas/json-schema';

type FormData = Record<string, unknown>;

/** Our field errors as RJSF's error list: `property` in its accessor form (`.style.show_groom_parent`). */
function asValidationErrors(errors: readonly FieldError[]): RJSFValidationError[] {
  return errors.map(({ field, message }) => ({
    name: 'errorMessage',
    property: field ? `.${field}` : '',
    message,
    params: {},
    schemaPath: '',
    stack: field ? `${field}: ${message}` : message,
  }));
}

function fieldErrorsOf(errors: readonly RJSFValidationError[]): FieldError[] {
  return errors.map((error) => ({ field: (error.property ?? '').replace(/^\./, ''), message: error.message ?? '' }));
}

/** The form's data checked as the server checks the request: one Indonesian message per field. */
function check(schema: RJSFSchema, formData: unknown): FieldError[] {
  const result = validateWith(ownerValidatorFor(schema as Schema), formData ?? {});
  return result.ok ? [] : result.errors;
}

/**
 * RJSF's validator for the owner's forms: it never compiles a schema (the page's CSP has no eval).
 * It runs the precompiled validator of the form's schema (OWNER_VALIDATED_SCHEMAS, app/owner/owner-pages.ts)
 * through the same rules as the server (validatePayload: blank fields dropped, the schema's own
 * Indonesian `errorMessage`s, else ajv's rule in Indonesian), and puts each message at its field.
 */
export const schemaValidator: ValidatorType<FormData, RJSFSchema> & {
  toErrorList: (errorSchema?: ErrorSchema<FormData>) => RJSFValidationError[];
} = {
  validateFormData(
    formData: FormData | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormData, RJSFSchema>,
    uiSchema?: UiSchema<FormData, RJSFSchema>,
  ): ValidationData<FormData> {
    let errors = asValidationErrors(check(schema, formData));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const validation: ValidationData<FormData> = {
      errors,
      errorSchema: fieldErrorTree(fieldErrorsOf(errors)) as ErrorSchema<FormData>,
    };
    if (!customValidate) return validation;
    const custom = customValidate(formData, createErrorHandler<FormData>(formData ?? {}), uiSchema);
    return validationDataMerge(validation, unwrapErrorHandler(custom));
  },

  /**
   * Whether data fits a schema. RJSF asks this of sub-schemas only for oneOf/anyOf/if, which the
   * owner's form schemas do not use; a schema without a precompiled validator counts as not met.
   */
  isValid(schema: RJSFSchema, formData: FormData | undefined) {
    try {
      return ownerValidatorFor(schema as Schema)(formData) === true;
    } catch {
      return false;
    }
  },

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: FormData) {
    try {
      const validate = ownerValidatorFor(schema as Schema);
      validate(formData);
      return { errors: (validate.errors ?? undefined) as Result[] | undefined };
    } catch (error) {
      return { validationError: error as Error };
    }
  },

  toErrorList(errorSchema?: ErrorSchema<FormData>) {
    return toErrorList(errorSchema);
  },

  /** Nothing to forget: the validators are precompiled, never added at run time. */
  reset() {},
};
