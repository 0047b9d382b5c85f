import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Picture } from '../shared/image';
import { SectionFrame } from '../shared/section-frame';

/**
 * SPEC 2 grid: in every run of six, positions 0 and 5 are full width, 1 and 4 one third, 2 and 3 two
 * thirds (a three-column grid).
 */
export const GRID_SPANS = [3, 1, 2, 2, 1, 3] as const;

export function GalleryGrid({ slug, copy, page }: SectionRenderProps<'gallery'>) {
  const images = [...page.gallery].sort((a, b) => a.index - b.index);
  return (
    <SectionFrame slug={slug} variant="grid" copy={copy}>
      <div className="gallery__grid">
        {images.map((item, position) => (
          <figure
            key={item.id}
            className="gallery__cell"
            data-span={GRID_SPANS[position % GRID_SPANS.length]}
            onContextMenu={(event) => event.preventDefault()}
          >
            <Picture src={item.image} alt={item.name ?? ''} width={800} height={600} />
          </figure>
        ))}
      </div>
    </SectionFrame>
  );
}

export const galleryGrid = defineRenderer<'gallery'>('gallery', GalleryGrid);
