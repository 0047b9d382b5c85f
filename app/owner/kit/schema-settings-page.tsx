import type { QueryKey } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { SchemaForm } from '../../forms/schema-form';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { SettingsPageFrame } from './settings-page-frame';
import { useSchemaSettings } from './use-schema-settings';

type FormProps<T extends Record<string, unknown>> = Omit<
  ComponentProps<typeof SchemaForm<T>>,
  'onSubmit' | 'onDirtyChange'
> & {
  /** The form's identity: a new one starts from its data again (the invitation's or the row's id). */
  formKey: string;
};

/**
 * A settings page of one schema form (Pengaturan › Umum, Thumbnail, Sampul): the frame with the live
 * preview, the form, its save (sent, the `saved` query read again, the preview reloaded) and the
 * prompt before unsaved changes are left. While the form cannot be drawn yet, `fallback` shows.
 */
export function SchemaSettingsPage<T extends Record<string, unknown>>({
  frame,
  form,
  send,
  saved,
  fallback,
}: {
  frame: Omit<ComponentProps<typeof SettingsPageFrame>, 'revision' | 'children'>;
  form: FormProps<T> | null;
  send: (data: T) => Promise<unknown>;
  saved: QueryKey;
  fallback?: ReactNode;
}) {
  const { dirty, setDirty, revision, saveWith } = useSchemaSettings();
  return (
    <SettingsPageFrame {...frame} revision={revision}>
      {form ? (
        <SchemaForm<T> key={form.formKey} {...form} onSubmit={saveWith(send, saved)} onDirtyChange={setDirty} />
      ) : (
        fallback
      )}
      <UnsavedChangesPrompt dirty={dirty} />
    </SettingsPageFrame>
  );
}
