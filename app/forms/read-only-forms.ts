import { createContext } from 'react';

/**
 * Whether the forms below may only be read (docs/product.md#members: a viewer of a shared invitation):
 * their fields show the saved data, disabled, and there is no button to save.
 */
export const ReadOnlyForms = createContext(false);
