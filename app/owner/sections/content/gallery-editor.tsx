import { useEffect, useEffectEvent, useState } from 'react';
import type { GalleryItem } from '../../../../schemas/entities/gallery-item.schema';
import { StatusMessage } from '../../../ui/status-message';
import type { ContentEditorProps } from '../content-editor';
import { GalleryGrid } from './gallery/gallery-grid';
import { GalleryRemoveDialog } from './gallery/gallery-remove-dialog';
import { GalleryUploads } from './gallery/gallery-uploads';
import { useGallerySaves } from './gallery/use-gallery-saves';
import { useTypedCaptions } from './gallery/use-typed-captions';
import { useUploadQueue } from './gallery/use-upload-queue';
import './gallery/gallery-editor.css';

/**
 * Galeri (docs/product.md#gallery): photos added several at a time ('Tambah foto', or dropped on
 * the area) with each upload's progress, shown as a grid of squares in the owner's order; moved by
 * dragging, by keyboard or by buttons, each with an optional caption ('Keterangan') and deleted
 * after asking. Every change saves at once; the preview shows the photos as they are, captions as
 * typed.
 */
export function GalleryEditor({ invitationId, content, onDraft, onDirtyChange }: ContentEditorProps) {
  const photos = content.gallery;
  const saves = useGallerySaves(invitationId);
  const uploads = useUploadQueue((media) => saves.add(media.url));
  const captions = useTypedCaptions(photos, saves.caption);
  const [removing, setRemoving] = useState<{ photo: GalleryItem; position: number } | null>(null);

  const showDraft = useEffectEvent((gallery: GalleryItem[]) => onDraft({ gallery }));
  useEffect(() => showDraft(captions.shown), [captions.shown]);

  const dirty = Object.keys(captions.captions).length > 0 || uploads.busy;
  const tellDirty = useEffectEvent((value: boolean) => onDirtyChange(value));
  useEffect(() => tellDirty(dirty), [dirty]);

  return (
    <section className="gallery-editor" aria-labelledby="gallery-editor-heading">
      <h2 className="gallery-editor__heading" id="gallery-editor-heading">
        Foto <span className="gallery-editor__count">({photos.length})</span>
      </h2>
      <GalleryUploads rows={uploads.rows} summary={uploads.summary} onFiles={uploads.add} onCancel={uploads.cancel} />
      {photos.length === 0 ? (
        <p className="gallery-editor__empty">Belum ada foto. Tambahkan foto pertama kalian.</p>
      ) : (
        <>
          <p className="gallery-editor__hint">
            Seret foto lewat pegangannya, atau pakai tombol panah, untuk mengubah urutan. Keterangan tersimpan saat Anda
            menekan Enter atau pindah dari kolomnya.
          </p>
          <GalleryGrid
            photos={photos}
            captions={captions.captions}
            onReorder={(ids) => void saves.reorder(ids)}
            onCaption={captions.type}
            onCaptionSave={(id) => void captions.commit(id)}
            onRemove={(photo) => setRemoving({ photo, position: photos.indexOf(photo) })}
          />
        </>
      )}
      <div className="gallery-editor__status">
        <StatusMessage state={saves.outcome} />
      </div>
      <GalleryRemoveDialog
        removing={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (!target) return;
          captions.forget(target.photo.id);
          void saves.remove(target.photo.id);
        }}
      />
    </section>
  );
}
