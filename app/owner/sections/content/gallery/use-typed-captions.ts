import { useMemo, useState } from 'react';
import type { GalleryItem } from '../../../../../schemas/entities/gallery-item.schema';

/** Typed captions, by photo id, without the one of `id`. */
const without = (captions: Record<string, string>, id: string) => {
  const { [id]: _dropped, ...rest } = captions;
  return rest;
};

/**
 * The photos' captions as typed and not yet saved, by photo id, and the photos as the preview
 * shows them (captions as typed). A caption typed back to the saved one is no longer kept; a
 * caption is kept until it is saved (`save` answers whether it was), so a refused one stays to be
 * tried again.
 */
export function useTypedCaptions(photos: GalleryItem[], save: (id: string, caption: string) => Promise<boolean>) {
  const [captions, setCaptions] = useState<Record<string, string>>({});

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

  const type = (id: string, caption: string) => {
    const saved = photos.find((photo) => photo.id === id)?.name ?? '';
    setCaptions((current) => (caption === saved ? without(current, id) : { ...current, [id]: caption }));
  };
  const commit = async (id: string) => {
    if (!(id in captions)) return;
    const typed = captions[id]!;
    const saved = photos.find((photo) => photo.id === id)?.name ?? '';
    if (typed.trim() === saved) {
      setCaptions((current) => without(current, id));
      return;
    }
    // What is typed stays until it is saved; a refused caption stays to be tried again.
    if (await save(id, typed.trim())) {
      setCaptions((current) => (current[id] === typed ? without(current, id) : current));
    }
  };

  return {
    captions,
    shown,
    type,
    commit,
    /** The photo `id` is being deleted: what was typed for it goes. */
    forget: (id: string) => setCaptions((current) => without(current, id)),
  };
}
