import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SLIDE_GAP, SLIDES_PER_VIEW, slideInView } from '../../engine/gallery/slideshow';
import type { GalleryItem } from '../../schemas/entities/gallery-item.schema';
import { GallerySlide } from './gallery-slide';
import { blockContextMenu } from './gallery-viewer';

type Props = { images: readonly GalleryItem[]; onOpen: (position: number) => void };

/**
 * The slideshow's track on swiper (3 slides in view, 24 pixel gap, dragged or swiped). Loaded on its
 * own (React.lazy in gallery.slideshow.tsx), so swiper is not part of the guest page's first screen.
 */
export default function GallerySwiper({ images, onOpen }: Props) {
  const [first, setFirst] = useState(0);
  return (
    <Swiper
      className="gallery-slideshow gallery-slideshow--swiper"
      slidesPerView={SLIDES_PER_VIEW}
      spaceBetween={SLIDE_GAP}
      onSlideChange={(swiper) => setFirst(swiper.activeIndex)}
    >
      {images.map((item, position) => (
        <SwiperSlide key={item.id} className="gallery-slideshow__slide" onContextMenu={blockContextMenu}>
          <GallerySlide item={item} position={position} inView={slideInView(position, first)} onOpen={onOpen} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
