import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { GalleryItem } from '../../../../schemas/entities/gallery-item.schema';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { StatusMessage } from '../../../ui/status-message';
import type { ContentEditorProps } from '../content-editor';
import { GalleryGrid } from './gallery/gallery-grid';
import { photoName } from './gallery/gallery-photo';
import { GalleryUploads } from './gallery/gallery-uploads';
import { useGallerySaves } from './gallery/use-gallery-saves';
import { useUploadQueue } from './gallery/use-upload-queue';
import './gallery/gallery-editor.css';

/** Typed captions, by photo id, without the one of `id`. */
const without = (captions: Record<string, string>, id: string) => {
  const { [id]: _dropped, ...rest } = captions;
  return rest;
};

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
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<{ photo: GalleryItem; position: number } | null>(null);

  const shown = useMemo(
    () =>
      photos.map((photo) => {
        if (!(photo.id in captions)) return photo;
        const { name: _saved, ...rest } = photo;
        const typed = captions[photo.id]!.trim();
        return typed ? { ...rest, name: typed } : rest;
      }),
    [photos, captions],
  );
  const showDraft = useEffectEvent((gallery: GalleryItem[]) => onDraft({ gallery }));
  useEffect(() => showDraft(shown), [shown]);

  const dirty = Object.keys(captions).length > 0 || uploads.busy;
  const tellDirty = useEffectEvent((value: boolean) => onDirtyChange(value));
  useEffect(() => tellDirty(dirty), [dirty]);

  const typeCaption = (id: string, caption: string) => {
    const saved = photos.find((photo) => photo.id === id)?.name ?? '';
    setCaptions((current) => (caption === saved ? without(current, id) : { ...current, [id]: caption }));
  };
  const saveCaption = async (id: string) => {
    if (!(id in captions)) return;
    const typed = captions[id]!;
    const saved = photos.find((photo) => photo.id === id)?.name ?? '';
    if (typed.trim() === saved) {
      setCaptions((current) => without(current, id));
      return;
    }
    // What is typed stays until it is saved; a refused caption stays to be tried again.
    if (await saves.caption(id, typed.trim())) {
      setCaptions((current) => (current[id] === typed ? without(current, id) : current));
    }
  };

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
            captions={captions}
            onReorder={(ids) => void saves.reorder(ids)}
            onCaption={typeCaption}
            onCaptionSave={(id) => void saveCaption(id)}
            onRemove={(photo) => setRemoving({ photo, position: photos.indexOf(photo) })}
          />
        </>
      )}
      <div className="gallery-editor__status">
        <StatusMessage state={saves.outcome} />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Hapus foto?"
        confirmLabel="Hapus"
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (!target) return;
          setCaptions((current) => without(current, target.photo.id));
          void saves.remove(target.photo.id);
        }}
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
    </section>
  );
}
