import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** Who a screen reader hears about: the row's name and its place in the list. */
export type RowNaming = { nameOf: (id: string) => string; positionOf: (id: string) => number; count: number };

/**
 * What a screen reader hears when a handle takes focus (dnd-kit reads it as its description):
 * `what` is moved ('bagian', 'foto') with `arrows` ('panah atas dan bawah' in a list, 'tombol
 * panah' in a grid).
 */
export function orderInstructions(what: string, arrows = 'panah atas dan bawah'): ScreenReaderInstructions {
  return {
    draggable:
      `Untuk memindahkan ${what}, tekan Spasi atau Enter. Pakai ${arrows} untuk menggeser, ` +
      'tekan Spasi atau Enter lagi untuk meletakkan, atau Escape untuk membatalkan.',
  };
}

/** The instructions of the sections' list ('Urutan Bagian'). */
export const ORDER_INSTRUCTIONS: ScreenReaderInstructions = orderInstructions('bagian');

/** What a screen reader hears while a row moves, in Indonesian, with its place counted from 1. */
export function orderAnnouncements({ nameOf, positionOf, count }: RowNaming): Announcements {
  const place = (id: string | number) => `posisi ${positionOf(String(id)) + 1} dari ${count}`;
  return {
    onDragStart: ({ active }) => `${nameOf(String(active.id))} diangkat, ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} dipindah ke ${place(over.id)}.`
        : `${nameOf(String(active.id))} di luar daftar.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} diletakkan di ${place(over.id)}.`
        : `${nameOf(String(active.id))} dikembalikan ke tempatnya.`,
    onDragCancel: ({ active }) => `Batal. ${nameOf(String(active.id))} dikembalikan ke tempatnya.`,
  };
}
