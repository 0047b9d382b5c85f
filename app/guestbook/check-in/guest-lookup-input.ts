/**
 * How a box the door looks a guest up with (a name, a door code) takes typing: the phone neither
 * fills it in, corrects nor spell-checks it, and its Enter key says search.
 */
export const GUEST_LOOKUP_INPUT = {
  autoComplete: 'off',
  autoCorrect: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
} as const;
