/** A manifest's `#rrggbb` as the browser's computed style writes it: `rgb(r, g, b)`. */
export const computedColourOf = (hex: string): string =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
