import { createContext, useContext } from 'react';
import type { CoverState } from './use-cover';

const noop = () => {};

/**
 * The page's cover state for the rest of the page chrome (the music button, the navigation bar):
 * provided around the page by the app; without a provider the cover counts as open.
 */
export const CoverContext = createContext<CoverState>({
  coverShown: false,
  pageCovered: false,
  openCover: noop,
  showCover: noop,
});

export function useCoverState(): CoverState {
  return useContext(CoverContext);
}
