import { galleryOrder } from '../../engine/gallery/gallery-viewer';
import { useGalleryViewer } from '../../engine/gallery/use-gallery-viewer';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Picture } from '../shared/image';
import { SectionFrame } from '../shared/section-frame';
import { GallerySlideshow } from './gallery.slideshow';
import { blockContextMenu, GalleryViewer, imageLabel } from './gallery-viewer';

/**
 * The grid (docs/product.md#gallery): in every run of six, positions 0 and 5 are full width, 1 and 4
 * one third, 2 and 3 two thirds (a three-column grid).
 */
export const GRID_SPANS = [3, 1, 2, 2, 1, 3] as const;

/** The grid; a tap on an image opens it full screen. */
function GalleryGridView({ slug, copy, page }: SectionRenderProps<'gallery'>) {
  const images = galleryOrder(page.gallery);
  const viewer = useGalleryViewer(images.length);
  return (
    <SectionFrame slug={slug} variant="grid" copy={copy}>
      <div className="gallery__grid">
        {images.map((item, position) => (
          <figure
            key={item.id}
            className="gallery__cell"
            data-span={GRID_SPANS[position % GRID_SPANS.length]}
            onContextMenu={blockContextMenu}
          >
            <button
              type="button"
              className="gallery__open"
              aria-label={`Lihat ${imageLabel(item, position)}`}
              onClick={() => viewer.open(position)}
            >
              <Picture src={item.image} alt={item.name ?? ''} width={800} height={600} />
            </button>
          </figure>
        ))}
      </div>
      {viewer.index !== null ? (
        <GalleryViewer images={images} index={viewer.index} onClose={viewer.close} onStep={viewer.go} />
      ) : null}
    </SectionFrame>
  );
}

/**
 * The theme's grid, or the slideshow when the owner chose it (`extra.display`), so a theme needs no
 * second manifest entry for it.
 */
export function GalleryGrid(props: SectionRenderProps<'gallery'>) {
  return props.extra.display === 'slideshow' ? <GallerySlideshow {...props} /> : <GalleryGridView {...props} />;
}

export const galleryGrid = defineRenderer<'gallery'>('gallery', GalleryGrid);
