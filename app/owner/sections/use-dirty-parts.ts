import { useCallback, useState } from 'react';

/**
 * Whether any part of a page (its settings form, its content editor) holds unsaved changes: each
 * part reports its own through `dirtyPart(name)`.
 */
export function useDirtyParts() {
  const [parts, setParts] = useState<Record<string, boolean>>({});
  const dirtyPart = useCallback(
    (name: string) => (dirty: boolean) =>
      setParts((current) => (current[name] === dirty ? current : { ...current, [name]: dirty })),
    [],
  );
  return { dirty: Object.values(parts).some(Boolean), dirtyPart };
}
