import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessageOf } from '../../../../../engine/errors/failure-messages';
import type { GalleryItem } from '../../../../../schemas/entities/gallery-item.schema';
import type { GalleryCreate } from '../../../../../schemas/requests/content';
import type { OwnerContent } from '../../../../../schemas/responses/owner-content';
import { listCalls } from '../../../../api/content-calls';
import { ownerKeys } from '../../../../queries/owner-queries';
import { useSerialWrites } from './use-serial-writes';
import { newRequestKey } from '../../../../api/write-basis';

/** The photo's fields: a POST leaves `index` out (the photo goes last), a PUT sends it. */
export const galleryCalls = listCalls<GalleryItem, Omit<GalleryCreate, 'invitation_id'>>('gallery');

export type SaveOutcome = { kind: 'success' | 'error'; text: string } | null;

/** `photos` in the order of `ids`; photos `ids` does not name (added meanwhile) keep their place at the end. */
export function inOrderOf(ids: readonly string[], photos: readonly GalleryItem[]): GalleryItem[] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const named = ids.flatMap((id) => byId.get(id) ?? []);
  return [...named, ...photos.filter((photo) => !ids.includes(photo.id))];
}

/** The error's reason after `failure` ('Urutan gagal disimpan. Terjadi kesalahan pada server'). */
const failed = (failure: string, error: unknown) => `${failure} ${failureMessageOf(error, '')}`.trim();

/**
 * The gallery's writes (docs/product.md#gallery), one after another in the order made, so that a
 * new photo's place, a move and a caption never cross on the server: a photo added (last), the
 * order (shown at once, put back when refused), a caption and a deletion. Each write lands in the
 * invitation's content query, which the editor and the preview read; when the last write is done
 * the content is read again.
 */
export function useGallerySaves(invitationId: string) {
  const queryClient = useQueryClient();
  const key = ownerKeys.content(invitationId);
  const enqueue = useSerialWrites(key);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const photos = () => queryClient.getQueryData<OwnerContent>(key)?.gallery ?? [];
  const setPhotos = (change: (photos: GalleryItem[]) => GalleryItem[]) =>
    queryClient.setQueryData<OwnerContent>(
      key,
      (content) => content && { ...content, gallery: change(content.gallery) },
    );

  /** Runs a write that reports its own outcome: `success` when it is done, `failure` and why when not. */
  async function reported(write: () => Promise<unknown>, success: string, failure: string, undo?: () => void) {
    setOutcome(null);
    try {
      await enqueue(write);
      setOutcome({ kind: 'success', text: success });
      return true;
    } catch (error) {
      undo?.();
      setOutcome({ kind: 'error', text: failed(failure, error) });
      return false;
    }
  }

  return {
    outcome,
    clearOutcome: () => setOutcome(null),
    /** Adds an uploaded image as the last photo; the promise fails with the server's reason. */
    add(image: string) {
      return enqueue(async () => {
        const { data: photo } = await galleryCalls.create(invitationId, { image }, { requestKey: newRequestKey() });
        setPhotos((list) => [...list.filter((item) => item.id !== photo.id), photo]);
        return photo;
      });
    },
    /** Shows the photos in the order of `ids` at once and saves it; a refused order is put back. */
    reorder(ids: string[]) {
      const before = photos().map((photo) => photo.id);
      void queryClient.cancelQueries({ queryKey: key });
      setPhotos((list) => inOrderOf(ids, list));
      return reported(
        async () => {
          // Every photo as shown when the write runs: one added meanwhile is named too.
          const { data: saved } = await galleryCalls.reorder({
            invitation_id: invitationId,
            order: photos().map((p) => p.id),
          });
          const indexOf = new Map(saved.map((photo) => [photo.id, photo.index]));
          setPhotos((list) => list.map((photo) => ({ ...photo, index: indexOf.get(photo.id) ?? photo.index })));
        },
        'Urutan tersimpan',
        'Urutan gagal disimpan.',
        () => setPhotos((list) => inOrderOf(before, list)),
      );
    },
    /** Saves a photo's caption (blank: none); its image and place are sent as they are then. */
    caption(id: string, name: string) {
      return reported(
        async () => {
          const photo = photos().find((item) => item.id === id);
          if (!photo) return;
          const { data: saved } = await galleryCalls.update(id, {
            image: photo.image,
            index: photo.index,
            ...(name ? { name } : {}),
          });
          setPhotos((list) => list.map((item) => (item.id === id ? saved : item)));
        },
        'Keterangan tersimpan',
        'Keterangan gagal disimpan.',
      );
    },
    /** Deletes a photo (after the owner confirmed it). */
    remove(id: string) {
      return reported(
        async () => {
          await galleryCalls.remove(id);
          setPhotos((list) => list.filter((item) => item.id !== id));
        },
        'Foto dihapus',
        'Foto gagal dihapus.',
      );
    },
  };
}
