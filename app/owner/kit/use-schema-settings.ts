import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * What a settings page with one schema form keeps: whether the form holds unsaved changes (for
 * `UnsavedChangesPrompt`), and the preview's `revision`. `saveWith(send, saved)` makes the form's
 * submit: it sends the data, reads the `saved` query again, and bumps the revision so the preview
 * reloads. A failure is left to the form, which tells it.
 */
export function useSchemaSettings() {
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [revision, setRevision] = useState(0);
  const saveWith =
    <T>(send: (data: T) => Promise<unknown>, saved: QueryKey) =>
    async (data: T) => {
      await send(data);
      await queryClient.invalidateQueries({ queryKey: saved });
      setRevision((value) => value + 1);
    };
  return { dirty, setDirty, revision, saveWith };
}
