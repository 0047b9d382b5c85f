type Props = { src: string; alt: string; width: number; height: number; eager?: boolean; className?: string };

/** An image with its size set (nothing shifts when it loads), lazy unless it is on the first screen. */
export function Picture({ src, alt, width, height, eager = false, className }: Props) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
