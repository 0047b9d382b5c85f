type Props = { className: string; photo: string | null; eager?: boolean };

/**
 * The couple's photo in a layout's frame (the frame's shape and size come from the layout's styles,
 * so nothing shifts while it loads); without a photo the frame shows the theme's illustration, its
 * background (renderers/styles/couple-picture.css).
 */
export function CouplePicture({ className, photo, eager = false }: Props) {
  return (
    <div className={`couple-picture ${className}`}>
      {photo ? (
        <img src={photo} alt="" width={1200} height={1600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : null}
    </div>
  );
}
