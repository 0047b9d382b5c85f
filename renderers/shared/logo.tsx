import { useId } from 'react';

/** The logo's four colour variants (docs/product.md#helpers). */
export const LOGO_VARIANTS = ['primary', 'secondary', 'alt', 'light'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

type Props = {
  /** primary and secondary take the theme's colours; alt (dark) and light (white) are fixed neutrals. */
  variant?: LogoVariant;
  /** Height in pixels; the width follows. */
  size?: number;
  /** What a screen reader says. */
  label?: string;
  className?: string;
};

/** The two rings' paths: centres 16 apart, radius 14; they cross at (32, 8.5) and (32, 31.5). */
const LEFT_RING = 'M10 20a14 14 0 1 0 28 0a14 14 0 1 0 -28 0';
const RIGHT_RING = 'M26 20a14 14 0 1 0 28 0a14 14 0 1 0 -28 0';
/** Where the left ring passes over the right one (top crossing), and the right over the left (bottom). */
const LEFT_OVER = 'M28.79 6.84A14 14 0 0 1 34.72 11';
const RIGHT_OVER = 'M35.21 33.16A14 14 0 0 1 29.28 29';
/** A small heart above the rings. */
const HEART =
  'M32 -1.2C30.4 -2.6 27.6 -4.2 27.6 -6.4C27.6 -8.6 30.6 -9.2 32 -7.2C33.4 -9.2 36.4 -8.6 36.4 -6.4C36.4 -4.2 33.6 -2.6 32 -1.2Z';

/**
 * The product's logo: two interlinked wedding rings with a small heart above them, drawn inline
 * (no request) in the current variant's colour.
 */
export function Logo({ variant = 'primary', size = 40, label = 'Undangan', className }: Props) {
  const id = useId().replace(/:/g, '');
  const underLeft = `${id}-under-left`;
  const underRight = `${id}-under-right`;
  return (
    <svg
      className={`logo logo--${variant}${className ? ` ${className}` : ''}`}
      data-variant={variant}
      role="img"
      aria-label={label}
      width={Math.round((size * 64) / 50)}
      height={size}
      viewBox="0 -10 64 50"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
    >
      <defs>
        {/* A gap in each ring where the other passes over it: the rings interlock. */}
        <mask id={underRight} maskUnits="userSpaceOnUse" x="0" y="-10" width="64" height="50">
          <rect y="-10" width="64" height="50" fill="#fff" stroke="none" />
          <path d={LEFT_OVER} stroke="#000" strokeWidth={7} />
        </mask>
        <mask id={underLeft} maskUnits="userSpaceOnUse" x="0" y="-10" width="64" height="50">
          <rect y="-10" width="64" height="50" fill="#fff" stroke="none" />
          <path d={RIGHT_OVER} stroke="#000" strokeWidth={7} />
        </mask>
      </defs>
      <path d={LEFT_RING} mask={`url(#${underLeft})`} />
      <path d={RIGHT_RING} mask={`url(#${underRight})`} />
      <path d={HEART} fill="currentColor" stroke="none" />
    </svg>
  );
}
