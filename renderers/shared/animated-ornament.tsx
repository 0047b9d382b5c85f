type Props = {
  /** Which of the theme's ornaments (tokens.ornaments) to show. */
  ornament?: 'divider' | 'corner' | 'frame';
  /** float: drifts up and down while fading gently; fade: only fades. */
  motion?: 'float' | 'fade';
  className?: string;
};

/**
 * The animated ornament (docs/product.md#helpers): the theme's ornament drifting and fading gently
 * (CSS only). Hidden from screen readers; still for guests who ask for reduced motion.
 */
export function AnimatedOrnament({ ornament = 'divider', motion = 'float', className }: Props) {
  const classes = ['animated-ornament', `animated-ornament--${ornament}`, `animated-ornament--${motion}`, className];
  return <span className={classes.filter(Boolean).join(' ')} aria-hidden="true" />;
}
