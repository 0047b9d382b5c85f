import type { GalleryItem } from '../../schemas/entities/gallery-item.schema';
import { Picture } from '../shared/image';
import { imageLabel } from './gallery-viewer';

type Props = { item: GalleryItem; position: number; inView: boolean; onOpen: (position: number) => void };

/** One slideshow image: a tap opens it full screen; out of view it is skipped by the Tab key. */
export function GallerySlide({ item, position, inView, onOpen }: Props) {
  return (
    <button
      type="button"
      className="gallery-slideshow__open"
      aria-label={`Lihat ${imageLabel(item, position)}`}
      tabIndex={inView ? 0 : -1}
      onClick={() => onOpen(position)}
    >
      <Picture src={item.image} alt={item.name ?? ''} width={300} height={400} />
    </button>
  );
}
