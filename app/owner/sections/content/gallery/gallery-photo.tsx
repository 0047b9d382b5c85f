import { galleryItemSchema, type GalleryItem } from '../../../../../schemas/entities/gallery-item.schema';
import { SortableHandle } from '../../../kit/sortable/sortable-handle';
import { useSortableItem } from '../../../kit/sortable/use-sortable-item';
import { GalleryPhotoMoves } from './gallery-photo-moves';

const CAPTION_MAX = galleryItemSchema.properties.name.maxLength;

/** A photo's name for buttons and screen readers: 'Foto 3'. */
export const photoName = (position: number) => `Foto ${position + 1}`;

/**
 * One photo of the gallery grid: the square picture with a drag handle (pointer, touch or keyboard)
 * and a delete button on it, buttons that move it one place back or forward, and its caption,
 * saved when the field is left or Enter is pressed (Escape puts the saved one back).
 */
export function GalleryPhoto({
  photo,
  position,
  count,
  caption,
  onMove,
  onCaption,
  onCaptionSave,
  onRemove,
}: {
  photo: GalleryItem;
  position: number;
  count: number;
  /** The caption as typed; the saved one when untouched. */
  caption: string;
  onMove: (id: string, step: -1 | 1) => void;
  onCaption: (id: string, caption: string) => void;
  onCaptionSave: (id: string) => void;
  onRemove: (photo: GalleryItem) => void;
}) {
  const { itemProps, handle } = useSortableItem(photo.id, 'gallery-photo', 'foto yang dapat dipindah');
  const name = photoName(position);
  const captionId = `gallery-caption-${photo.id}`;
  return (
    <li {...itemProps} data-photo-id={photo.id}>
      <div className="gallery-photo__frame">
        <img
          className="gallery-photo__image"
          src={photo.image}
          alt={photo.name ? `${name}: ${photo.name}` : name}
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
        <SortableHandle handle={handle} className="gallery-photo__handle" label={`Pindahkan ${name.toLowerCase()}`} />
        <span className="gallery-photo__position" aria-hidden="true">
          {position + 1}
        </span>
        <button
          type="button"
          className="gallery-photo__remove"
          aria-label={`Hapus ${name.toLowerCase()}`}
          title="Hapus foto"
          onClick={() => onRemove(photo)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M6 1h4l1 1h3v2H2V2h3zM3 5h10l-1 10H4z" />
          </svg>
        </button>
      </div>
      <label className="visually-hidden" htmlFor={captionId}>
        Keterangan {name.toLowerCase()}
      </label>
      <input
        id={captionId}
        className="ui-field__input gallery-photo__caption"
        type="text"
        placeholder="Keterangan"
        maxLength={CAPTION_MAX}
        value={caption}
        onChange={(event) => onCaption(photo.id, event.target.value)}
        onBlur={() => onCaptionSave(photo.id)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCaptionSave(photo.id);
          }
          if (event.key === 'Escape') onCaption(photo.id, photo.name ?? '');
        }}
      />
      <GalleryPhotoMoves photoId={photo.id} name={name} position={position} count={count} onMove={onMove} />
    </li>
  );
}
