import { DndContext } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { GalleryItem } from '../../../../../schemas/entities/gallery-item.schema';
import { orderInstructions } from '../../../kit/sortable/order-announcements';
import { useSortableMoves } from '../../../kit/sortable/use-sortable-moves';
import { GalleryPhoto, photoName } from './gallery-photo';

const GRID_INSTRUCTIONS = orderInstructions('foto', 'tombol panah');

/**
 * The photos as a grid of squares in the owner's order, moved by dragging a handle (mouse or
 * finger), by keyboard on a handle (Space, arrows, Space; told to screen readers in Indonesian),
 * or by each photo's back and forward buttons. `onReorder` gets every id in the new order.
 */
export function GalleryGrid({
  photos,
  captions,
  onReorder,
  onCaption,
  onCaptionSave,
  onRemove,
}: {
  photos: GalleryItem[];
  /** Captions as typed, by photo id (the saved one for the others). */
  captions: Record<string, string>;
  onReorder: (ids: string[]) => void;
  onCaption: (id: string, caption: string) => void;
  onCaptionSave: (id: string) => void;
  onRemove: (photo: GalleryItem) => void;
}) {
  const ids = photos.map((photo) => photo.id);
  const { move, dndProps } = useSortableMoves({
    ids,
    nameOf: (id) => photoName(ids.indexOf(id)),
    instructions: GRID_INSTRUCTIONS,
    onReorder,
  });
  const onMove = (id: string, step: -1 | 1) => {
    const to = ids.indexOf(id) + step;
    move(ids.indexOf(id), to);
    // Focus follows the photo; at either end its button is disabled, so the other one takes it.
    const atEnd = to === 0 || to === ids.length - 1;
    const button = step < 0 !== atEnd ? 'back' : 'forward';
    requestAnimationFrame(() => document.getElementById(`gallery-${button}-${id}`)?.focus());
  };

  return (
    <DndContext {...dndProps}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className="gallery-grid" aria-label="Urutan foto">
          {photos.map((photo, position) => (
            <GalleryPhoto
              key={photo.id}
              photo={photo}
              position={position}
              count={photos.length}
              caption={captions[photo.id] ?? photo.name ?? ''}
              onMove={onMove}
              onCaption={onCaption}
              onCaptionSave={onCaptionSave}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
