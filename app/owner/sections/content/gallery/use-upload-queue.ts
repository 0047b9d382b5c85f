import { useEffect, useRef, useState } from 'react';
import { failureMessageOf } from '../../../../../engine/errors/failure-messages';
import { uploadMedia, type UploadedMedia } from '../../../../api/media-calls';
import { uploadRefusal } from '../../../../forms/widgets/image-upload-widget';

/**
 * Where a picked file is: refused before sending (its reason in `error`), waiting for its turn,
 * uploading (with `progress`), being added to the gallery, added, or failed (its reason in `error`).
 */
export type UploadState = 'refused' | 'waiting' | 'uploading' | 'saving' | 'done' | 'failed';
export type UploadRow = {
  key: string;
  file: File;
  /** An object URL of the file for its thumbnail; none for a file that is no image. */
  thumb: string | null;
  state: UploadState;
  /** 0 to 1. */
  progress: number;
  error?: string;
};
export type QueueSummary = { kind: 'success' | 'error'; text: string } | null;

const ACTIVE: readonly UploadState[] = ['waiting', 'uploading', 'saving'];
export const isActive = (row: UploadRow) => ACTIVE.includes(row.state);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const release = (row: UploadRow) => {
  if (row.thumb && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(row.thumb);
};

/** What the owner reads when a batch is over: how many photos were added, and how many failed. */
export function summaryOf(added: number, failed: number): QueueSummary {
  if (failed === 0) return added > 0 ? { kind: 'success', text: `${added} foto ditambahkan` } : null;
  const text = added > 0 ? `${added} foto ditambahkan, ${failed} gagal diunggah` : `${failed} foto gagal diunggah`;
  return { kind: 'error', text };
}

/**
 * The gallery's upload queue: each picked file is checked first (a refused one keeps its reason and
 * is never sent), then uploaded `limit` at a time with its progress, and handed to `save` (which
 * adds it to the gallery). 'Batal' takes a file out before it is saved. When the last file of a
 * batch is through, the added rows go and `summary` says how it went.
 */
export function useUploadQueue(save: (media: UploadedMedia) => Promise<unknown>, limit = 2) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [summary, setSummary] = useState<QueueSummary>(null);
  // The same rows for the queue's own bookkeeping, read between renders.
  const live = useRef<UploadRow[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // The batch: open from the first file queued until the last is through, with what it did.
  const tally = useRef({ open: false, added: 0, failed: 0 });
  const nextKey = useRef(0);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  // Leaving the page stops the uploads and frees the thumbnails.
  useEffect(() => {
    const running = controllers.current;
    const rowsNow = live;
    return () => {
      running.forEach((controller) => controller.abort());
      rowsNow.current.forEach(release);
    };
  }, []);

  const commit = (next: UploadRow[]) => {
    live.current = next;
    setRows(next);
  };
  const change = (key: string, patch: Partial<UploadRow>) =>
    commit(live.current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const drop = (keep: (row: UploadRow) => boolean) => {
    live.current.filter((row) => !keep(row)).forEach(release);
    commit(live.current.filter(keep));
  };

  const finishBatch = () => {
    if (!tally.current.open || live.current.some(isActive)) return;
    const { added, failed } = tally.current;
    tally.current = { open: false, added: 0, failed: 0 };
    drop((row) => row.state !== 'done');
    setSummary(summaryOf(added, failed));
  };

  const pump = () => {
    const running = live.current.filter((row) => row.state === 'uploading' || row.state === 'saving').length;
    const next = live.current.filter((row) => row.state === 'waiting').slice(0, Math.max(0, limit - running));
    next.forEach((row) => void send(row));
  };

  async function send(row: UploadRow) {
    const controller = new AbortController();
    controllers.current.set(row.key, controller);
    change(row.key, { state: 'uploading', progress: 0 });
    try {
      const media = await uploadMedia(row.file, 'gallery', {
        onProgress: (progress) => change(row.key, { progress }),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      change(row.key, { state: 'saving', progress: 1 });
      await saveRef.current(media);
      tally.current.added += 1;
      change(row.key, { state: 'done' });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      tally.current.failed += 1;
      change(row.key, { state: 'failed', error: failureMessageOf(error, 'Foto gagal diunggah. Coba lagi.') });
    } finally {
      controllers.current.delete(row.key);
      pump();
      finishBatch();
    }
  }

  return {
    rows,
    summary,
    busy: rows.some(isActive),
    /** Checks and queues the files; a new batch clears what the last one left (refused, failed). */
    add(files: Iterable<File>) {
      const picked = [...files];
      if (picked.length === 0) return;
      setSummary(null);
      if (!live.current.some(isActive)) drop(() => false);
      const added = picked.map((file): UploadRow => {
        const refusal = uploadRefusal(file);
        nextKey.current += 1;
        return {
          key: `unggah-${nextKey.current}`,
          file,
          thumb: refusal ? null : objectUrl(file),
          state: refusal ? 'refused' : 'waiting',
          progress: 0,
          ...(refusal ? { error: refusal } : {}),
        };
      });
      commit([...live.current, ...added]);
      if (added.some(isActive)) tally.current.open = true;
      pump();
    },
    /** 'Batal' (a file not yet saved) or 'Tutup' (a refused or failed one): the row goes. */
    cancel(key: string) {
      const row = live.current.find((item) => item.key === key);
      if (!row || row.state === 'saving' || row.state === 'done') return;
      controllers.current.get(key)?.abort();
      drop((item) => item.key !== key);
      pump();
      finishBatch();
    },
  };
}
