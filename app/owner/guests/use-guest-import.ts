import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { UNKNOWN_ERROR } from '../../../engine/errors/failure-messages';
import { decodeCsvBytes, readGuestCsv } from '../../../engine/guests/guest-csv-import';
import { GUEST_IMPORT_BATCH_MAX } from '../../../schemas/requests/guests';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import type { GuestImportStep, ImportProgress, ImportRead } from './guest-import-step';

/** Every guest of the invitation, page after page, to mark the rows that are guests already. */
async function allGuests(invitationId: string): Promise<OwnerGuest[]> {
  const first = await ownerGuestCalls.list(invitationId);
  const guests = [...first.data];
  const total = first.meta?.total ?? guests.length;
  for (let page = 2; guests.length < total; page += 1) {
    const next = await ownerGuestCalls.list(invitationId, { page });
    if (next.data.length === 0) break;
    guests.push(...next.data);
  }
  return guests;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : UNKNOWN_ERROR);

/**
 * The steps of a guest import (docs/product.md#guest-import): a file read and checked against the
 * invitation's guests, then its ready rows sent in calls of GUEST_IMPORT_BATCH_MAX, the progress
 * kept so that a failed call is tried again from where it stopped. Once the dialog is gone (or
 * `stop` is called) nothing more is sent; the invitation is read again after the last call.
 */
export function useGuestImport(invitationId: string) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<GuestImportStep>({ kind: 'choose', problem: null });
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });

  /** Reads and checks a picked file: its preview, or back to choosing with the file's problem. */
  async function read(file: File) {
    setStep({ kind: 'reading', fileName: file.name });
    try {
      const [text, existing] = await Promise.all([file.arrayBuffer().then(decodeCsvBytes), allGuests(invitationId)]);
      const preview = readGuestCsv(text, existing);
      if (stopped.current) return;
      setStep(
        preview.fileProblem
          ? { kind: 'choose', problem: preview.fileProblem }
          : { kind: 'preview', fileName: file.name, preview },
      );
    } catch (error) {
      if (!stopped.current) setStep({ kind: 'choose', problem: messageOf(error) });
    }
  }

  /** Sends the ready rows from `from.done` on, a batch at a time. */
  async function run({ fileName, preview }: ImportRead, from: ImportProgress) {
    const file: ImportRead = { fileName, preview };
    const rows = preview.toImport;
    let progress = from;
    setStep({ kind: 'importing', ...file, progress });
    try {
      while (progress.done < rows.length) {
        const batch = rows.slice(progress.done, progress.done + GUEST_IMPORT_BATCH_MAX);
        const result = await ownerGuestCalls.import(invitationId, batch);
        progress = {
          done: progress.done + batch.length,
          added: progress.added + result.added,
          skipped: progress.skipped + result.skipped,
        };
        if (stopped.current) {
          await refresh();
          return;
        }
        setStep({ kind: 'importing', ...file, progress });
      }
      await refresh();
      if (!stopped.current) setStep({ kind: 'done', ...file, progress });
    } catch (error) {
      await refresh();
      if (!stopped.current) setStep({ kind: 'failed', ...file, progress, message: messageOf(error) });
    }
  }

  return {
    step,
    read,
    run,
    /** 'Pilih berkas lain'. */
    chooseAgain: () => setStep({ kind: 'choose', problem: null }),
    /** 'Hentikan impor': no batch more is sent; the guests sent so far are read again. */
    stop: () => {
      stopped.current = true;
      void refresh();
    },
  };
}
