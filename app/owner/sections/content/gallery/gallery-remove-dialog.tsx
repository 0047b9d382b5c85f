import type { GalleryItem } from '../../../../../schemas/entities/gallery-item.schema';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { photoName } from './gallery-photo';

/** 'Hapus foto?', asked with the photo shown small before it is deleted. */
export function GalleryRemoveDialog({
  removing,
  onCancel,
  onConfirm,
}: {
  /** The photo to delete and its place; none while nothing is asked. */
  removing: { photo: GalleryItem; position: number } | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={removing !== null}
      title="Hapus foto?"
      confirmLabel="Hapus"
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {removing && (
        <img
          className="gallery-editor__confirm-image"
          src={removing.photo.image}
          alt={photoName(removing.position)}
          width={96}
          height={96}
        />
      )}
      <p>Tindakan ini tidak bisa dibatalkan.</p>
    </ConfirmDialog>
  );
}
