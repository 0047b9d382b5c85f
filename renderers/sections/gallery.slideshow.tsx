import { useRef } from 'react';
import { galleryOrder } from '../../engine/gallery/gallery-viewer';
import { slideInView } from '../../engine/gallery/slideshow';
import { useGalleryViewer } from '../../engine/gallery/use-gallery-viewer';
import { useNearViewport } from '../../engine/gallery/use-near-viewport';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import type { GalleryItem } from '../../schemas/entities/gallery-item.schema';
import { LazyPart, RetryOnNextTouch } from '../shared/lazy-part';
import { SectionFrame } from '../shared/section-frame';
import { GallerySlide } from './gallery-slide';
import { blockContextMenu, GalleryViewer } from './gallery-viewer';

/** swiper and its styles, fetched only when the slideshow comes near the screen. */
const loadSwiper = () => import('./gallery-swiper');

type TrackProps = { images: readonly GalleryItem[]; onOpen: (position: number) => void };

/**
 * The first slides laid out as swiper will show them (3 in view, 24 pixel gap), until swiper has
 * loaded, and in server-rendered HTML.
 */
function StaticTrack({ images, onOpen }: TrackProps) {
  return (
    <div className="gallery-slideshow gallery-slideshow--static">
      <div className="gallery-slideshow__track">
        {images.map((item, position) => (
          <div key={item.id} className="gallery-slideshow__slide" onContextMenu={blockContextMenu}>
            <GallerySlide item={item} position={position} inView={slideInView(position, 0)} onOpen={onOpen} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The slideshow (docs/product.md#gallery): 3 slides in view, 24 pixel gap; a tap opens an image full screen. */
export function GallerySlideshow({ slug, copy, page }: SectionRenderProps<'gallery'>) {
  const images = galleryOrder(page.gallery);
  const viewer = useGalleryViewer(images.length);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const track = <StaticTrack images={images} onOpen={viewer.open} />;
  return (
    <SectionFrame slug={slug} variant="slideshow" copy={copy}>
      <div className="gallery-slideshow__frame" ref={frame}>
        {near ? (
          <LazyPart
            load={loadSwiper}
            props={{ images, onOpen: viewer.open }}
            pending={track}
            failed={(retry) => <RetryOnNextTouch retry={retry}>{track}</RetryOnNextTouch>}
          />
        ) : (
          track
        )}
      </div>
      {viewer.index !== null ? (
        <GalleryViewer images={images} index={viewer.index} onClose={viewer.close} onStep={viewer.go} />
      ) : null}
    </SectionFrame>
  );
}

export const gallerySlideshow = defineRenderer<'gallery'>('gallery', GallerySlideshow);
