import type { Registry } from '@rjsf/utils';

/**
 * What a generated form's widgets may read beside their own value: the invitation they edit, and
 * the form's whole current data (SchemaForm adds it), e.g. the slug the caption's sample link uses.
 */
export type FormContext = {
  invitationId?: string;
  /** The slug the invitation has now (saved): checking it again says nothing. */
  savedSlug?: string;
  formData?: Record<string, unknown>;
};

export const formContextOf = (registry: Registry): FormContext => (registry.formContext ?? {}) as FormContext;
