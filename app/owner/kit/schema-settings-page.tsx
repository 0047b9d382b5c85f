import type { QueryKey } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { SchemaForm } from '../../forms/schema-form';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { SettingsPageFrame } from './settings-page-frame';
import { useSchemaSettings } from './use-schema-settings';
import { useVersionedWrite } from './use-versioned-write';
import type { WriteBasis, Written } from '../../api/write-basis';

/** The form of a settings page: SchemaForm's props but its submit and dirty state, which the page keeps. */
export type SettingsFormProps<T extends Record<string, unknown>> = Omit<
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
 * Each save is based on the version the page opened with (`openedAt`), then on each save's answer; a
 * save after someone else's is refused and the form offers to reload or keep editing
 * (docs/product.md#no-lost-edit).
 */
export function SchemaSettingsPage<T extends Record<string, unknown>>({
  frame,
  form,
  openedAt,
  send,
  saved,
  fallback,
}: {
  frame: Omit<ComponentProps<typeof SettingsPageFrame>, 'revision' | 'children'>;
  form: SettingsFormProps<T> | null;
  openedAt: string | undefined;
  send: (data: T, basis: WriteBasis) => Promise<Written<unknown>>;
  saved: QueryKey;
  fallback?: ReactNode;
}) {
  const { dirty, setDirty, revision, saveWith } = useSchemaSettings();
  const { write, keepEditing } = useVersionedWrite(openedAt);
  const save = (data: T) => write((basis) => send(data, basis));
  return (
    <SettingsPageFrame {...frame} revision={revision}>
      {form ? (
        <SchemaForm<T>
          key={form.formKey}
          {...form}
          onSubmit={saveWith(save, saved)}
          onKeepEditing={keepEditing}
          onDirtyChange={setDirty}
        />
      ) : (
        fallback
      )}
      <UnsavedChangesPrompt dirty={dirty} />
    </SettingsPageFrame>
  );
}
