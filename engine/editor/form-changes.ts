import { withoutBlankStrings } from '../validation/validate-payload';
import { compareText } from '../format/compare-text';

/** JSON with object keys in one order, so that two equal values read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => compareText(a, b)))
      : item,
  );
}

/**
 * Whether a form's data differs from what was saved, as the server would see it: a field emptied
 * and a field never filled are the same, and so is the order fields were written in.
 */
export function formChanged(current: unknown, saved: unknown): boolean {
  return canonical(withoutBlankStrings(current ?? {})) !== canonical(withoutBlankStrings(saved ?? {}));
}
