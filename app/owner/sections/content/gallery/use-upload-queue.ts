import { useEffect, useRef, useState } from 'react';
import { failureMessageOf } from '../../../../../engine/errors/failure-messages';
import type { UploadedMedia } from '../../../../api/media-calls';
import { sendImage } from '../../../../forms/widgets/send-image';
import { isActive, uploadRowOf, useUploadRows, type UploadRow } from './use-upload-rows';

export type QueueSummary = { kind: 'success' | 'error'; text: string } | null;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What the owner reads when a batch is over: how many photos were added, and how many failed. */
export function summaryOf(added: number, failed: number): QueueSummary {
  if (failed === 0) return added > 0 ? { kind: 'success', text: `${added} foto ditambahkan` } : null;
  const text = added > 0 ? `${added} foto ditambahkan, ${failed} gagal diunggah` : `${failed} foto gagal diunggah`;
  return { kind: 'error', text };
}

/**
 * The gallery's upload queue: each picked file is checked first (a refused one keeps its reason and
 * is never sent), then made smaller when it is over the size limit and uploaded, `limit` at a time,
 * with its progress, and handed to `save` (which adds it to the gallery). 'Batal' takes a file out
 * before it is saved. When the last file of a batch is through, the added rows go and `summary`
 * says how it went.
 */
export function useUploadQueue(save: (media: UploadedMedia) => Promise<unknown>, limit = 2) {
  const store = useUploadRows();
  const [summary, setSummary] = useState<QueueSummary>(null);
  const controllers = useRef(new Map<string, AbortController>());
  // The batch: open from the first file queued until the last is through, with what it did.
  const tally = useRef({ open: false, added: 0, failed: 0 });
  const nextKey = useRef(0);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  // Leaving the page stops the uploads.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const finishBatch = () => {
    if (!tally.current.open || store.current().some(isActive)) return;
    const { added, failed } = tally.current;
    tally.current = { open: false, added: 0, failed: 0 };
    store.drop((row) => row.state !== 'done');
    setSummary(summaryOf(added, failed));
  };

  const pump = () => {
    const rows = store.current();
    const running = rows.filter((row) => isActive(row) && row.state !== 'waiting').length;
    const next = rows.filter((row) => row.state === 'waiting').slice(0, Math.max(0, limit - running));
    next.forEach((row) => void send(row));
  };

  async function send(row: UploadRow) {
    const controller = new AbortController();
    controllers.current.set(row.key, controller);
    store.change(row.key, { state: 'uploading', progress: 0 });
    try {
      const media = await sendImage(row.file, 'gallery', {
        // A photo over the size limit is made smaller first, with its own progress.
        onShrinking: (percent) =>
          store.change(
            row.key,
            percent === null ? { state: 'uploading', progress: 0 } : { state: 'shrinking', progress: percent / 100 },
          ),
        onProgress: (progress) => store.change(row.key, { progress }),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      store.change(row.key, { state: 'saving', progress: 1 });
      await saveRef.current(media);
      tally.current.added += 1;
      store.change(row.key, { state: 'done' });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      tally.current.failed += 1;
      store.change(row.key, { state: 'failed', error: failureMessageOf(error, 'Foto gagal diunggah. Coba lagi.') });
    } finally {
      controllers.current.delete(row.key);
      pump();
      finishBatch();
    }
  }

  return {
    rows: store.rows,
    summary,
    busy: store.rows.some(isActive),
    /** Checks and queues the files; a new batch clears what the last one left (refused, failed). */
    add(files: Iterable<File>) {
      const picked = [...files];
      if (picked.length === 0) return;
      setSummary(null);
      if (!store.current().some(isActive)) store.drop(() => false);
      const added = picked.map((file) => {
        nextKey.current += 1;
        return uploadRowOf(file, `unggah-${nextKey.current}`);
      });
      store.append(added);
      if (added.some(isActive)) tally.current.open = true;
      pump();
    },
    /** 'Batal' (a file not yet saved) or 'Tutup' (a refused or failed one): the row goes. */
    cancel(key: string) {
      const row = store.current().find((item) => item.key === key);
      if (!row || row.state === 'saving' || row.state === 'done') return;
      controllers.current.get(key)?.abort();
      store.drop((item) => item.key !== key);
      pump();
      finishBatch();
    },
  };
}
