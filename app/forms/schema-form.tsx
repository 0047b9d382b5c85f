import Form, { type IChangeEvent } from '@rjsf/core';
import {
  getDefaultFormState,
  type RegistryWidgetsType,
  type RJSFSchema,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { fieldErrorTree, splitFieldErrors, type FieldErrorTree } from '../../engine/editor/api-field-errors';
import { formChanged } from '../../engine/editor/form-changes';
import { UNKNOWN_ERROR } from '../../engine/errors/failure-messages';
import { withoutBlankStrings } from '../../engine/validation/validate-payload';
import type { Schema } from '../../schemas/json-schema';
import { ApiError } from '../api/client';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { FORM_TEMPLATES } from './field-templates';
import type { FormContext } from './form-context';
import { translateString } from './indonesian-strings';
import { ReadOnlyForms } from './read-only-forms';
import { KEPT_EDITING, VersionConflictNotice } from './version-conflict-notice';
import { schemaValidator } from './schema-validator';
import { FORM_WIDGETS } from './widgets';
import './schema-form.css';

export const SAVED_MESSAGE = 'Perubahan tersimpan';

type Data = Record<string, unknown>;

/**
 * The schema as the form shows it: without `examples`, which describe a field for the API's
 * documentation and the tests (RJSF would offer them as suggestions to pick). Its `$id` stays, and
 * with it the precompiled validator.
 */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'examples')
      .map(([key, inner]) => [key, withoutExamples(inner)]),
  );
}
type Status = { kind: 'success' | 'error'; text: string } | null;

/** A failed save's words: the API's message (CONNECTION_LOST when no answer came), plus what no field shows. */
function failureOf(error: unknown, schema: object): { text: string; atFields: FieldErrorTree | undefined } {
  if (!(error instanceof ApiError)) return { text: UNKNOWN_ERROR, atFields: undefined };
  const { atFields, elsewhere } = splitFieldErrors(error.errors, schema);
  const extra = elsewhere.map((e) => e.message).filter((message) => message && message !== error.message);
  return {
    text: [error.message || UNKNOWN_ERROR, ...extra].join(' '),
    atFields: atFields.length ? fieldErrorTree(atFields) : undefined,
  };
}

/**
 * A form generated from a schema (its fields) and a uiSchema (how they show), in the dashboard's
 * look: checked on 'Simpan' as the server checks it (messages at the fields), then `onSubmit` with
 * the data (blank fields dropped). A refusal of the server shows at the fields it names; the
 * outcome of each save is said below the button. `onDirtyChange` tells the page whether there are
 * unsaved changes (for <UnsavedChangesPrompt>).
 */
export function SchemaForm<T extends Data>({
  schema,
  uiSchema,
  formData,
  onSubmit,
  onChange,
  onDirtyChange,
  formContext,
  widgets,
  submitLabel = 'Simpan',
  idPrefix = 'root',
  onKeepEditing,
  actions,
  children,
}: {
  /** One of OWNER_VALIDATED_SCHEMAS (app/owner/owner-pages.ts): its validator is precompiled. */
  schema: Schema;
  uiSchema?: UiSchema;
  formData: T;
  onSubmit: (data: T) => Promise<unknown>;
  onChange?: (data: T) => void;
  onDirtyChange?: (dirty: boolean) => void;
  formContext?: FormContext;
  widgets?: RegistryWidgetsType;
  submitLabel?: string;
  /** What every field's id starts with: a page with several forms gives each its own. */
  idPrefix?: string;
  /**
   * A save refused because someone saved the same thing meanwhile (a 409 naming its version) offers
   * 'Muat ulang' and 'Tetap edit'; this is told the version when the owner keeps editing.
   */
  onKeepEditing?: (version: string) => void;
  /** More buttons beside the submit button (a 'Batal', say). */
  actions?: ReactNode;
  /** Shown between the fields and the button. */
  children?: ReactNode;
}) {
  const rjsfSchema = useMemo(() => withoutExamples(schema) as RJSFSchema, [schema]);
  const initial = useMemo(
    () => getDefaultFormState(schemaValidator, rjsfSchema, formData, rjsfSchema) as T,
    // The form keeps its own data from the first render on: a refetch must not drop what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [data, setData] = useState<T>(initial);
  const [saved, setSaved] = useState<T>(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrorTree | undefined>();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const readOnly = useContext(ReadOnlyForms);

  function change(next: T) {
    setData(next);
    setServerErrors(undefined);
    setStatus((current) => (current?.kind === 'success' ? null : current));
    onChange?.(next);
    onDirtyChange?.(formChanged(next, saved));
  }

  async function submit(event: IChangeEvent<T>) {
    const submitted = (event.formData ?? data) as T;
    setBusy(true);
    setStatus(null);
    setConflict(null);
    try {
      await onSubmit(withoutBlankStrings(submitted) as T);
      setSaved(submitted);
      setServerErrors(undefined);
      setStatus({ kind: 'success', text: SAVED_MESSAGE });
      onDirtyChange?.(formChanged(data, submitted));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.version !== undefined && onKeepEditing) {
        setConflict(error);
        return;
      }
      const failure = failureOf(error, rjsfSchema);
      setServerErrors(failure.atFields);
      setStatus({ kind: 'error', text: failure.text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<T>
      className="schema-form"
      idPrefix={idPrefix}
      schema={rjsfSchema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
      formData={data}
      validator={schemaValidator as unknown as ValidatorType<T>}
      templates={FORM_TEMPLATES}
      widgets={{ ...FORM_WIDGETS, ...widgets }}
      translateString={translateString}
      formContext={{ ...formContext, formData: data }}
      extraErrors={serverErrors as never}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={busy || readOnly}
      onChange={(event) => change(event.formData as T)}
      onSubmit={(event) => void submit(event)}
    >
      {children}
      <div className="schema-form__actions">
        {!readOnly && (
          <Button type="submit" busy={busy}>
            {busy ? 'Menyimpan…' : submitLabel}
          </Button>
        )}
        {actions}
      </div>
      {conflict ? (
        <VersionConflictNotice
          message={conflict.message}
          onKeepEditing={() => {
            onKeepEditing?.(conflict.version!);
            setConflict(null);
            setStatus({ kind: 'success', text: KEPT_EDITING });
          }}
        />
      ) : (
        <StatusMessage state={status} />
      )}
    </Form>
  );
}
