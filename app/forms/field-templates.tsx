import {
  descriptionId,
  errorId,
  helpId,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import type { FormProps } from '@rjsf/core';

/**
 * The generated forms in the dashboard kit's look (app/ui/owner.css): a label above its input, the
 * help text below it, the field's error under it in red; a group of fields (an object) as a titled
 * block. No error list at the top and no submit button of RJSF's own: each page has its 'Simpan'.
 */

function FieldTemplate({
  id,
  label,
  children,
  errors,
  help,
  hidden,
  required,
  displayLabel,
  rawErrors,
  classNames,
  schema,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const invalid = !!rawErrors?.length;
  return (
    <div className={['ui-field', invalid && 'ui-field--invalid', classNames].filter(Boolean).join(' ')}>
      {displayLabel && (
        <label htmlFor={id} className="ui-field__label">
          {label}
          {required && <span className="schema-form__required"> (wajib)</span>}
        </label>
      )}
      {children}
      {/* A group's help is said under its title (ObjectFieldTemplate), not again below it. */}
      {schema.type !== 'object' && help}
      {errors}
    </div>
  );
}

function FieldHelpTemplate({ fieldPathId, help }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="ui-field__hint">
      {help}
    </p>
  );
}

function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter(Boolean);
  if (!messages.length) return null;
  return (
    <p id={errorId(fieldPathId)} className="ui-field__error" role="alert">
      {messages.map((message, index) => (
        <span key={index} className="schema-form__error-line">
          {message}
        </span>
      ))}
    </p>
  );
}

/** Whether an error tree holds any message (a group with one must not stay folded away). */
const hasErrors = (tree: unknown): boolean =>
  !!tree &&
  typeof tree === 'object' &&
  Object.entries(tree).some(([key, value]) =>
    key === '__errors' ? (value as unknown[]).length > 0 : hasErrors(value),
  );

function ObjectFieldTemplate({
  title,
  description,
  properties,
  fieldPathId,
  uiSchema,
  errorSchema,
}: ObjectFieldTemplateProps) {
  const help = uiSchema?.['ui:help'];
  const isRoot = fieldPathId.path.length === 0;
  const content = properties.filter((property) => !property.hidden).map((property) => property.content);
  if (isRoot) return <div className="schema-form__fields">{content}</div>;
  // `ui:options.collapsible`: a group folded under its title until opened (or until it holds an error).
  if (uiSchema?.['ui:options']?.collapsible) {
    return (
      <details
        className="schema-form__group schema-form__group--collapsible"
        id={fieldPathId.$id}
        open={hasErrors(errorSchema) || undefined}
      >
        <summary className="schema-form__legend">{title}</summary>
        {help && (
          <p id={descriptionId(fieldPathId)} className="ui-field__hint">
            {help}
          </p>
        )}
        {content}
      </details>
    );
  }
  return (
    <fieldset className="schema-form__group" id={fieldPathId.$id}>
      {title && <legend className="schema-form__legend">{title}</legend>}
      {(description || help) && (
        <p id={descriptionId(fieldPathId)} className="ui-field__hint">
          {help ?? description}
        </p>
      )}
      {content}
    </fieldset>
  );
}

const Nothing = () => null;

export const FORM_TEMPLATES: FormProps['templates'] = {
  FieldTemplate,
  FieldHelpTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing },
};
