import { useEffect, useRef, useState } from 'react';
import { uploadRefusal } from '../../../../forms/widgets/image-upload-widget';

/**
 * Where a picked file is: refused before sending (its reason in `error`), waiting for its turn,
 * being made smaller (a photo over the size limit, with `progress`), uploading (with `progress`),
 * being added to the gallery, added, or failed (its reason in `error`).
 */
export type UploadState = 'refused' | 'waiting' | 'shrinking' | 'uploading' | 'saving' | 'done' | 'failed';
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

const ACTIVE: readonly UploadState[] = ['waiting', 'shrinking', 'uploading', 'saving'];
export const isActive = (row: UploadRow) => ACTIVE.includes(row.state);

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const release = (row: UploadRow) => {
  if (row.thumb && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(row.thumb);
};

/** A picked file's row: refused at once (with the reason) or waiting for its turn with its thumbnail. */
export function uploadRowOf(file: File, key: string): UploadRow {
  const refusal = uploadRefusal(file);
  return {
    key,
    file,
    thumb: refusal ? null : objectUrl(file),
    state: refusal ? 'refused' : 'waiting',
    progress: 0,
    ...(refusal ? { error: refusal } : {}),
  };
}

/**
 * The upload queue's rows: `rows` to render, and the same rows as they are at once (`current`) for
 * the queue's own bookkeeping between renders. A row's thumbnail is freed when the row goes, and
 * every one when the page is left.
 */
export function useUploadRows() {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const live = useRef<UploadRow[]>([]);

  useEffect(() => {
    const rowsNow = live;
    return () => rowsNow.current.forEach(release);
  }, []);

  const commit = (next: UploadRow[]) => {
    live.current = next;
    setRows(next);
  };
  return {
    rows,
    current: () => live.current,
    append: (added: UploadRow[]) => commit([...live.current, ...added]),
    change: (key: string, patch: Partial<UploadRow>) =>
      commit(live.current.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    /** Keeps the rows `keep` accepts; the others go. */
    drop: (keep: (row: UploadRow) => boolean) => {
      live.current.filter((row) => !keep(row)).forEach(release);
      commit(live.current.filter(keep));
    },
  };
}
